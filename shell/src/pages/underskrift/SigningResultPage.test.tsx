import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  fullmaktStore,
  fullmaktTexter,
  underskriftTexter,
  type UnderskriftResultat,
} from '@fullmakt/shared';
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
  fullmaktStore.getState().setAppMode('PRIVAT');
  fullmaktStore.getState().reset();
});

/** A private wizard on its review step, holding the draft `id`. */
function wizardMedUtkast(id: string): void {
  const s = fullmaktStore.getState();
  s.setFullmaktsgivare({ id: '197803122386', typ: 'pnr' }, 'Privat');
  s.sparaUtkast(
    {
      fullmakt: enFullmakt({
        id,
        fullmaktsgivarroll: 'Privat',
        fullmaktsgivare: { id: '197803122386', typ: 'pnr' },
      }),
    },
    { id: '197803122386', typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
  );
}

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
    // No power in the answer: nothing to download.
    expect(screen.queryByRole('button', { name: 'Ladda ned som PDF' })).not.toBeInTheDocument();
    expect(anrop[0]).toMatchObject({
      method: 'GET',
      url: '/api/fullmakter-api/underskrift/resultat/b1',
    });
  });

  it('leads to the new power and the user’s own overview, and ends the wizard that made it (issue 36)', async () => {
    wizardMedUtkast('p1');
    const fullmakt = enFullmakt({
      id: 'p1',
      fullmaktsgivarroll: 'Privat',
      fullmaktsgivare: { id: '197803122386', typ: 'pnr' },
      tredjeman: { id: '2021005448' },
      status: 'UNDERSKRIVEN',
    });
    resultat({ utfall: 'SIGNERAD', klar: true, fullmakt });
    renderAt('/underskrift/resultat?bvebiljett=b5');
    expect(await screen.findByRole('link', { name: 'Visa fullmakten' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare/fullmakt?id=p1&orgnummer=2021005448',
    );
    expect(screen.getByRole('link', { name: 'Till dina fullmakter' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare',
    );
    // The power is sent: the wizard holds no draft of it any more.
    expect(fullmaktStore.getState().skapande.fullmakt).toBeUndefined();
    expect(fullmaktStore.getState().skapande.signeringsresultat?.fullmakt?.id).toBe('p1');
    expect(screen.queryByText(/tas bort 30 dagar/)).not.toBeInTheDocument();
    // Issue 31 item 3: the delivered power can be downloaded as a PDF from the receipt.
    expect(screen.getByRole('button', { name: 'Ladda ned som PDF' })).toBeInTheDocument();
  });

  it('offers to try again after a cancelled signature, and says when the draft is removed', async () => {
    wizardMedUtkast('p2');
    resultat({ utfall: 'AVBRUTEN' });
    renderAt('/underskrift/resultat?bvebiljett=b6');
    expect(await screen.findByRole('link', { name: 'Försök igen' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare/skapa/underskrift',
    );
    expect(screen.getByText(fullmaktTexter.utkastTasBort(30))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till dina fullmakter' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare',
    );
    expect(fullmaktStore.getState().skapande.fullmakt?.id).toBe('p2');
  });

  it('says that more signatures are needed when the power is not complete', async () => {
    resultat({ utfall: 'SIGNERAD', klar: false });
    renderAt('/underskrift/resultat?bvebiljett=b2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Din underskrift är klar' }),
    ).toBeInTheDocument();
    // SPEC §4: a draft not fully signed is removed 30 days after the last signature.
    expect(screen.getByText(fullmaktTexter.utkastTasBort(30))).toBeInTheDocument();
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
