import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp } from '@fullmakt/shared/testing';
import { enFullmakt } from '@fullmakt/shared/testing';
import { tillganglighetTexter } from '@fullmakt/shared';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

beforeEach(() => {
  nollstall();
});

describe('one power given', () => {
  it('shows third party, holders, validity, permissions, status and onward shares', async () => {
    const anrop = svaraHttp(() => ({
      data: enFullmakt({
        metadata: { utdelningar: [{ id: 'd1' }, { id: 'd2' }], vidaredelad: true },
      }),
    }));
    renderVid(VY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deklarationsombud' }),
    ).toBeInTheDocument();
    expect(anrop[0]?.url).toBe('/api/dfm/tredjeman/2021005448/fullmakter/f1');
    expect(screen.getByText('Skatteverket')).toBeInTheDocument();
    expect(screen.getByText('Lena Persson (19900730-2426)')).toBeInTheDocument();
    expect(screen.getByText('2026-01-03 till och med 2027-01-03')).toBeInTheDocument();
    expect(screen.getByText('Klar och skickad till tredje man')).toBeInTheDocument();
    expect(screen.getByText('2 fullmakter delade vidare')).toBeInTheDocument();
  });

  it('revokes after the dialog, which says how many onward shares go with it', async () => {
    const anrop = svaraHttp((a) =>
      a.method === 'POST'
        ? { data: { aterkallade: 3 } }
        : {
            data: enFullmakt({
              metadata: { utdelningar: [{ id: 'd1' }, { id: 'd2' }], vidaredelad: true },
            }),
          },
    );
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
    const dialog = screen.getByRole('dialog', { name: 'Vill du återkalla fullmakten?' });
    expect(dialog).toHaveTextContent('2 fullmakter som delats vidare återkallas också.');
    expect(screen.getByRole('heading', { name: 'Vill du återkalla fullmakten?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, återkalla' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Fullmakten är återkallad. 2 fullmakter som delats vidare har också återkallats.',
    );
    expect(
      anrop.some(
        (a) => a.method === 'POST' && a.url === '/api/fullmakter-api/fullmakter/f1/aterkalla',
      ),
    ).toBe(true);
  });

  it('a revoke met by 503 (database away) is sent again with its key, then shows the server text in place', async () => {
    const anrop = svaraHttp((a) =>
      a.method === 'POST'
        ? {
            status: 503,
            data: { kod: 'okant.fel', meddelande: tillganglighetTexter.databasenNasInte },
          }
        : { data: enFullmakt() },
    );
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, återkalla' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent(
      tillganglighetTexter.databasenNasInte,
    );
    // The page is still there around the message.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Deklarationsombud' }),
    ).toBeInTheDocument();
    expect(anrop.filter((a) => a.method === 'POST')).toHaveLength(3);
  });

  it('cancels the dialog without revoking', async () => {
    const anrop = svaraHttp(() => ({ data: enFullmakt() }));
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anrop.every((a) => a.method === 'GET')).toBe(true);
  });

  it('offers no revoke for a power already revoked', async () => {
    svaraHttp(() => ({ data: enFullmakt({ status: 'ATERKALLAD' }) }));
    renderVid(VY);
    expect(await screen.findByText('Återkallad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Återkalla fullmakt' })).not.toBeInTheDocument();
  });
});
