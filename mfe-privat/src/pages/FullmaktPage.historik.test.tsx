import { screen } from '@testing-library/react';
import { svaraHttp, enFullmakt } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

beforeEach(() => {
  nollstall();
});

describe('the history of a power given', () => {
  it('lists the events newest first, and reminds the grantor when a holder was not told', async () => {
    const anrop = svaraHttp((a) =>
      a.url.endsWith('/historik')
        ? {
            data: {
              handelser: [
                {
                  id: 'h2',
                  typ: 'UNDERSKRIVEN_OCH_LEVERERAD',
                  tidpunkt: '2026-11-23T09:14:00.000Z',
                  aktor: { id: '198209142622', namn: 'Maria Svensson' },
                },
                {
                  id: 'h1',
                  typ: 'UNDERSKRIVEN_AV',
                  tidpunkt: '2026-11-23T09:14:00.000Z',
                  aktor: { id: '198209142622', namn: 'Maria Svensson' },
                },
              ],
              aviseringMisslyckades: true,
            },
          }
        : { data: enFullmakt() },
    );
    renderVid(VY);
    expect(await screen.findByRole('heading', { level: 2, name: 'Historik' })).toBeInTheDocument();
    expect(
      await screen.findByText('Maria Svensson skrev under 23 november 2026 kl. 10.14'),
    ).toBeInTheDocument();
    const rader = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rader.indexOf('Maria Svensson skrev under 23 november 2026 kl. 10.14')).toBeGreaterThan(
      rader.findIndex((r) => r?.startsWith('Fullmakten blev helt underskriven')),
    );
    expect(
      screen.getByText(
        'Vi kunde inte meddela fullmaktshavaren. Kom ihåg att själv berätta för personen om fullmakten.',
      ),
    ).toBeInTheDocument();
    expect(anrop.some((a) => a.url.endsWith('/fullmakter/f1/historik'))).toBe(true);
  });

  it("links a renewal's events to the other power", async () => {
    svaraHttp((a) =>
      a.url.endsWith('/historik')
        ? {
            data: {
              handelser: [
                {
                  id: 'h2',
                  typ: 'FORNYAD',
                  tidpunkt: '2026-11-24T09:14:00.000Z',
                  aktor: { id: '197803122386', namn: 'Anna Lindqvist' },
                  annanFullmaktId: 'ny',
                },
                {
                  id: 'h1',
                  typ: 'FORNYAR',
                  tidpunkt: '2026-11-23T09:14:00.000Z',
                  aktor: { id: '197803122386', namn: 'Anna Lindqvist' },
                  annanFullmaktId: 'gammal',
                },
                {
                  id: 'h0',
                  typ: 'UNDERSKRIVEN_OCH_LEVERERAD',
                  tidpunkt: '2026-11-22T09:14:00.000Z',
                  annanFullmaktId: 'ursprung',
                },
              ],
            },
          }
        : { data: enFullmakt() },
    );
    renderVid(VY);
    expect(await screen.findByRole('link', { name: 'Visa den nya fullmakten' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare/fullmakt?id=ny&orgnummer=2021005448',
    );
    expect(screen.getByRole('link', { name: 'Visa den tidigare fullmakten' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare/fullmakt?id=gammal&orgnummer=2021005448',
    );
    expect(
      screen.getByText(/^Fullmakten förnyades med en ny fullmakt 24 november 2026 kl\. 10\.14/),
    ).toBeInTheDocument();
    // Other events that name a power link to nothing.
    expect(screen.getAllByRole('link', { name: /^Visa den/ })).toHaveLength(2);
  });
});
