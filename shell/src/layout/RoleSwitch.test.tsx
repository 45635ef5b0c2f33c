import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared';
import { startkonfiguration, useConfigStore } from '../config/config-store';
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
    useConfigStore.getState().setConfig(startkonfiguration);
  });

  it('offers Företag and Privat as two pressed-or-not buttons', () => {
    renderAt('/');
    expect(screen.getByRole('group', { name: 'Jag använder tjänsten som' })).toBeInTheDocument();
    expect(button('Företag')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Privat')).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes role on the start page without leaving it', async () => {
    renderAt('/');
    await userEvent.click(button('Privat'));
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    expect(button('Privat')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("goes to the new role's start route, the lower-cased role, from anywhere else", async () => {
    renderAt('/organisation/engagemang');
    await userEvent.click(button('Privat'));
    expect(screen.getByTestId('where')).toHaveTextContent('/privat');
    await userEvent.click(button('Företag'));
    expect(screen.getByTestId('where')).toHaveTextContent('/organisation');
  });

  it('resets the power-of-attorney state when the role changes', async () => {
    fullmaktStore.getState().setFullmaktsgivare({ id: '5566778899', typ: 'orgnr' }, 'Organisation');
    expect(fullmaktStore.getState().skapande.fullmaktsgivare).toBeDefined();
    renderAt('/organisation');
    await userEvent.click(button('Privat'));
    expect(fullmaktStore.getState().skapande.fullmaktsgivare).toBeUndefined();
  });

  it('is not offered when the deployment has no private persons', () => {
    useConfigStore.getState().setConfig({ ...startkonfiguration, privat: false });
    renderAt('/');
    expect(screen.queryByRole('group', { name: 'Jag använder tjänsten som' })).toBeNull();
  });
});
