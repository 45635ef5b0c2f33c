import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktTexter, underskriftTexter, type UnderskriftResultat } from '@fullmakt/shared';
import { enFullmakt, svaraHttp } from '@fullmakt/shared/testing';
import type { Anrop } from '@fullmakt/shared/testing';
import { SigningResultPage } from './SigningResultPage';

/** The signing service's result call answers this (status 200 unless given). */
let anrop: Anrop[] = [];
function resultat(data: unknown, status = 200): void {
  anrop = svaraHttp(() => ({ status, data }));
}
beforeEach(() => {
  resultat({ utfall: 'SAKNAS' });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/underskrift/resultat', element: <SigningResultPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('SigningResultPage', () => {
  it('is not there without a bvebiljett', () => {
    renderAt('/underskrift/resultat');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sidan finns inte');
    expect(anrop).toHaveLength(0);
  });

  it('shows the receipt of a finished signing, with the notification failure', async () => {
    const result: UnderskriftResultat = {
      utfall: 'SIGNERAD',
      kvittonummer: 'K-123',
      klar: true,
      aviseringMisslyckades: true,
    };
    resultat(result);
    renderAt('/underskrift/resultat?bvebiljett=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakten är underskriven' }),
    ).toBeInTheDocument();
    expect(screen.getByText('K-123')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(fullmaktTexter.aviseringMisslyckades);
    expect(anrop[0]).toMatchObject({
      method: 'GET',
      url: '/api/fullmakter-api/underskrift/resultat/b1',
    });
  });

  it('says that more signatures are needed when the power is not complete', async () => {
    resultat({ utfall: 'SIGNERAD', klar: false });
    renderAt('/underskrift/resultat?bvebiljett=b2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Din underskrift är klar' }),
    ).toBeInTheDocument();
  });

  it('names who is still to sign after one signature of several', async () => {
    resultat({
      utfall: 'SIGNERAD',
      klar: false,
      fullmakt: enFullmakt({
        status: 'DELVIS_UNDERSKRIVEN',
        fullmaktsgivarroll: 'Organisation',
        signatarer: [
          {
            fysiskPerson: { id: '196905274517', typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
            underskriven: '2026-03-02T09:00:00Z',
          },
          { fysiskPerson: { id: '198209142622', typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' } },
        ],
      }),
    });
    renderAt('/underskrift/resultat?bvebiljett=b3');
    expect(await screen.findByText('Kvar att skriva under: Maria Svensson')).toBeInTheDocument();
  });

  it.each([
    ['AVBRUTEN', underskriftTexter.avbruten],
    ['MISSLYCKAD', underskriftTexter.allmant],
    ['SAKNAS', underskriftTexter.hittadesInte],
  ] as const)('shows the signing problem for %s', async (utfall, message) => {
    resultat({ utfall });
    renderAt('/underskrift/resultat?bvebiljett=b3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Problem vid underskrift' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Focus moves in an effect after the page is shown.
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveFocus();
    });
  });

  it('shows the §8 message when the result call fails', async () => {
    resultat({ kod: 'anvandare.obehorig', meddelande: 'Ingen behörighet' }, 403);
    renderAt('/underskrift/resultat?bvebiljett=b4');
    await screen.findByRole('heading', { level: 1, name: 'Problem vid underskrift' });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('alert')).not.toHaveTextContent(underskriftTexter.hittadesInte);
  });
});
