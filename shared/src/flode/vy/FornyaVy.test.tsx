import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import { queryClient } from '../../store/server-state/query-client';
import { sessionStore } from '../../store/session-store';
import { axeBrott } from '../../testing/axe';
import { enFullmakt } from '../../testing/fixtures';
import { svaraHttp } from '../../testing/http';
import { skapaFlode } from '../flode';
import { FlodeProvider } from '../flode-context';
import { FornyaVy } from './FornyaVy';

const flode = skapaFlode({ appMode: 'PRIVAT', roll: 'Privat', bas: '/privat/fullmaktsgivare' });

function visa(fullmakt: Fullmakt | undefined) {
  svaraHttp((a) =>
    a.method === 'GET' && fullmakt !== undefined
      ? { data: fullmakt }
      : { status: 404, data: { kod: 'fullmakt.saknas', meddelande: 'Fullmakten finns inte.' } },
  );
  const router = createMemoryRouter(
    [
      {
        path: '/privat/fullmaktsgivare/fornya',
        element: (
          <FlodeProvider flode={flode}>
            <FornyaVy tillbakaText="Tillbaka" />
          </FlodeProvider>
        ),
      },
    ],
    { initialEntries: ['/privat/fullmaktsgivare/fornya?id=f1&orgnummer=2021005448'] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the renewal page', () => {
  beforeEach(() => {
    queryClient.clear();
    sessionStore.getState().setUser({
      sub: 'anna',
      name: 'Anna Lindqvist',
      given_name: 'Anna',
      family_name: 'Lindqvist',
      personnummer: '197803122386',
      idp: 'bankid-mock',
      id: '197803122386',
      sekretess: false,
    });
  });

  it('has no axe violations before, and after a refusal, which it shows as an alert', async () => {
    const { container } = visa(enFullmakt({ giltigTom: '2099-01-03' }));
    const knapp = await screen.findByRole('button', { name: 'Förnya fullmakten' });
    expect(await axeBrott(container)).toEqual([]);
    await userEvent.click(knapp);
    expect((await screen.findByRole('alert')).textContent).toBe('Fullmakten finns inte.');
    expect(await axeBrott(container)).toEqual([]);
  });

  it('has no axe violations when the power cannot be renewed', async () => {
    const { container } = visa(enFullmakt({ status: 'ATERLAMNAD' }));
    await screen.findByText(/Fullmakten kan inte förnyas/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });

  it("tells a link to a power that is not there, or not the caller's, in words", async () => {
    const { container } = visa(undefined);
    await screen.findByText(
      'Fullmakten finns inte, eller så är den inte din att förnya. Kontrollera länken eller gå till översikten.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });
});
