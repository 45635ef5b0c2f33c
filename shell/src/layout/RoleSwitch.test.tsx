import { konfigurationStore, startkonfiguration } from '@fullmakt/shared/first-view';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared/first-view';
import { RoleSwitch } from './RoleSwitch';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <RoleSwitch />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RoleSwitch', () => {
  beforeEach(() => {
    fullmaktStore.getState().setAppMode('ORGANISATION');
    konfigurationStore.getState().setConfig(startkonfiguration);
  });

  it('offers Företag and Privat as two pressed-or-not buttons', () => {
    renderAt('/');
    expect(screen.getByRole('group', { name: 'Jag använder tjänsten som' })).toBeInTheDocument();
    expect(button('Företag')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Privat')).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['/', '/en'])(
    'changes role on the start page without leaving it, in any language: %s',
    async (start) => {
      renderAt(start);
      await userEvent.click(button('Privat'));
      expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
      expect(button('Privat')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${start}$`));
    },
  );

  it("goes to the new role's start route, the lower-cased role, from anywhere else", async () => {
    renderAt('/organisation/engagemang');
    await userEvent.click(button('Privat'));
    expect(screen.getByTestId('where')).toHaveTextContent('/privat');
    await waitFor(() => expect(button('Privat')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button('Företag'));
    expect(screen.getByTestId('where')).toHaveTextContent('/organisation');
  });

  it('resets the power-of-attorney state when the role changes', async () => {
    fullmaktStore.getState().setFullmaktsgivare({ id: '5566778899', typ: 'orgnr' }, 'Organisation');
    expect(fullmaktStore.getState().skapande.fullmaktsgivare).toBeDefined();
    renderAt('/organisation');
    await userEvent.click(button('Privat'));
    await waitFor(() => expect(fullmaktStore.getState().skapande.fullmaktsgivare).toBeUndefined());
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
  });

  it('leaves the page before the reset, so a flow guard on it cannot send the user elsewhere', async () => {
    const router = renderAt('/privat/fullmaktsgivare/skapa/behorighet');
    fullmaktStore.getState().setAppMode('PRIVAT');
    const seen: string[] = [];
    fullmaktStore.subscribe((state) =>
      seen.push(`${state.appMode} ${router.state.location.pathname}`),
    );
    await userEvent.click(button('Företag'));
    await waitFor(() => expect(fullmaktStore.getState().appMode).toBe('ORGANISATION'));
    expect(seen).toEqual(['ORGANISATION /organisation']);
  });

  it('is not offered when the deployment has no private persons', () => {
    konfigurationStore.getState().setConfig({ ...startkonfiguration, privat: false });
    renderAt('/');
    expect(screen.queryByRole('group', { name: 'Jag använder tjänsten som' })).toBeNull();
  });
});
