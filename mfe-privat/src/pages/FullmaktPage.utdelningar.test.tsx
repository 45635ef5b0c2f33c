import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp } from '@fullmakt/shared/testing';
import { enFullmakt } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

const original = enFullmakt({
  transportfullmakt: true,
  metadata: { utdelningar: [{ id: 'd1' }, { id: 'd2' }], vidaredelad: true },
});
const tillMikael = enFullmakt({
  id: 'd1',
  fullmaktsgivare: { id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' },
  fullmaktshavare: [{ id: '198504198352', typ: 'pnr', fornamn: 'Mikael', namn: 'Olsson' }],
  giltigFrom: '2026-02-01',
  giltigTom: '2026-12-31',
  ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'f1' } },
});

beforeEach(() => {
  nollstall();
});

describe('the onward shares of a power given (SPEC §4, issue 12 item 5)', () => {
  it('are listed with holder, validity and status, each read as it stands now', async () => {
    const anrop = svaraHttp((a) => {
      if (a.url.endsWith('/d1')) {
        return { data: tillMikael };
      }
      if (a.url.endsWith('/d2')) {
        return { status: 404, data: { kod: 'fullmakt.saknas' } };
      }
      return { data: original };
    });
    renderVid(VY);
    const lista = await screen.findByRole('list', { name: 'Fullmakter som delats vidare' });
    expect(
      await within(lista).findByText(
        'Till Mikael Olsson, 2026-02-01 till och med 2026-12-31 (Klar och skickad till tredje man)',
      ),
    ).toBeInTheDocument();
    expect(
      await within(lista).findByText(
        'Uppgifterna om fullmakten som delats vidare kunde inte hämtas.',
      ),
    ).toBeInTheDocument();
    expect(anrop.find((a) => a.url.endsWith('/d1'))?.params).toEqual({ utdelning: 'current' });
  });

  it('revoking says how many go with it', async () => {
    svaraHttp((a) => (a.url.endsWith('/f1') ? { data: original } : { data: tillMikael }));
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '2 fullmakter som delats vidare återkallas också.',
    );
  });

  it('a power shared onward from nothing lists none', async () => {
    svaraHttp(() => ({ data: enFullmakt() }));
    renderVid(VY);
    expect(await screen.findByText('Inte delad vidare')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fullmakter som delats vidare' })).toBeNull();
  });
});
