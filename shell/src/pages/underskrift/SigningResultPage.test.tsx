import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktTexter, underskriftTexter, type UnderskriftResultat } from '@fullmakt/shared';
import { ApiError, hamtaUnderskriftResultat } from '@fullmakt/shared/api';
import type * as Shared from '@fullmakt/shared/api';
import { enFullmakt } from '@fullmakt/shared/testing';
import { SigningResultPage } from './SigningResultPage';

vi.mock('@fullmakt/shared/api', async (original) => ({
  ...(await original<typeof Shared>()),
  hamtaUnderskriftResultat: vi.fn(),
}));

const hamta = vi.mocked(hamtaUnderskriftResultat);

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
    expect(hamta).not.toHaveBeenCalled();
  });

  it('shows the receipt of a finished signing, with the notification failure', async () => {
    const result: UnderskriftResultat = {
      utfall: 'SIGNERAD',
      kvittonummer: 'K-123',
      klar: true,
      aviseringMisslyckades: true,
    };
    hamta.mockResolvedValue(result);
    renderAt('/underskrift/resultat?bvebiljett=b1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakten är underskriven' }),
    ).toBeInTheDocument();
    expect(screen.getByText('K-123')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(fullmaktTexter.aviseringMisslyckades);
    expect(hamta).toHaveBeenCalledWith('b1', expect.any(AbortSignal));
  });

  it('says that more signatures are needed when the power is not complete', async () => {
    hamta.mockResolvedValue({ utfall: 'SIGNERAD', klar: false });
    renderAt('/underskrift/resultat?bvebiljett=b2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Din underskrift är klar' }),
    ).toBeInTheDocument();
  });

  it('names who is still to sign after one signature of several', async () => {
    hamta.mockResolvedValue({
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
    hamta.mockResolvedValue({ utfall });
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
    hamta.mockRejectedValue(new ApiError('anvandare.obehorig', 403));
    renderAt('/underskrift/resultat?bvebiljett=b4');
    await screen.findByRole('heading', { level: 1, name: 'Problem vid underskrift' });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('alert')).not.toHaveTextContent(underskriftTexter.hittadesInte);
  });
});
