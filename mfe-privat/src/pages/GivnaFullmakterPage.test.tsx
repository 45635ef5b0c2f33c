import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp } from '@fullmakt/shared/testing';
import { enFullmakt, listSvar } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

const SOK = '/api/dfm/sok/fullmakter';

beforeEach(() => {
  nollstall();
});

function sokningar(anrop: { url: string; data: unknown }[]) {
  return anrop
    .filter((a) => a.url === SOK)
    .map((a) => (a.data as { filter: Record<string, unknown> }).filter);
}

describe('overview of powers given', () => {
  it('lists the powers with their status in words and the drafts', async () => {
    svaraHttp((a) =>
      a.url === SOK
        ? {
            data: listSvar([
              enFullmakt(),
              enFullmakt({ id: 'f2', rubrik: 'Bilombud', status: 'ATERKALLAD' }),
            ]),
          }
        : {
            data: {
              utkast: [
                { fullmakt: enFullmakt({ id: 'u1', rubrik: 'Hyresombud', status: 'PABORJAD' }) },
              ],
            },
          },
    );
    renderVid('/privat/fullmaktsgivare');
    const tabell = await screen.findByRole('table');
    const rader = within(tabell).getAllByRole('row');
    expect(
      within(rader[1] as HTMLElement).getByRole('link', { name: 'Visa Deklarationsombud' }),
    ).toHaveAttribute('href', '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448');
    expect(
      within(rader[1] as HTMLElement).getByText('Klar och skickad till tredje man'),
    ).toBeInTheDocument();
    expect(within(rader[2] as HTMLElement).getByText('Återkallad')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fortsätt med Hyresombud' })).toHaveAttribute(
      'href',
      '/privat/fullmaktsgivare/utkast?id=u1',
    );
  });

  it("says the drafts are being fetched in the line where 'none' then stands, so nothing under it moves", async () => {
    svaraHttp((a) => (a.url === SOK ? { data: listSvar([]) } : { data: { utkast: [] } }));
    renderVid('/privat/fullmaktsgivare');
    const laddar = await screen.findByText('Hämtar påbörjade fullmakter …');
    const sektion = laddar.closest('section') as HTMLElement;
    expect(
      within(sektion).getByRole('heading', { name: 'Påbörjade fullmakter' }),
    ).toBeInTheDocument();
    expect(
      await within(sektion).findByText('Det finns inga påbörjade fullmakter.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Hämtar påbörjade fullmakter …')).not.toBeInTheDocument();
  });

  it('asks for the chosen time filter and the search text, for the signed-in person', async () => {
    const anrop = svaraHttp((a) =>
      a.url === SOK ? { data: listSvar([enFullmakt()]) } : { data: { utkast: [] } },
    );
    renderVid('/privat/fullmaktsgivare');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: 'Giltiga' }));
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök bland fullmakter' }), 'Lena');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByRole('table');
    const filter = sokningar(anrop);
    expect(filter[0]).toEqual({
      fullmaktsgivare: { id: '197803122386' },
      page: { page: 0, size: 20 },
    });
    expect(filter).toContainEqual({
      fullmaktsgivare: { id: '197803122386' },
      tid: 'GILTIG',
      page: { page: 0, size: 20 },
    });
    expect(filter.at(-1)).toEqual({
      fullmaktsgivare: { id: '197803122386' },
      tid: 'GILTIG',
      text: 'Lena',
      page: { page: 0, size: 20 },
    });
  });

  it('shows five powers a page and pages forward', async () => {
    const sju = Array.from({ length: 7 }, (_v, i) =>
      enFullmakt({ id: `f${i}`, rubrik: `Fullmakt ${i}` }),
    );
    svaraHttp((a) => (a.url === SOK ? { data: listSvar(sju) } : { data: { utkast: [] } }));
    renderVid('/privat/fullmaktsgivare');
    const tabell = await screen.findByRole('table');
    expect(within(tabell).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Sida 1 av 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(await screen.findByRole('link', { name: 'Visa Fullmakt 6' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visa Fullmakt 0' })).not.toBeInTheDocument();
    expect(screen.getByText('Sida 2 av 2')).toBeInTheDocument();
  });
});

describe('a partial answer', () => {
  it('says that the list may be incomplete', async () => {
    svaraHttp((a) =>
      a.url === SOK
        ? { data: { ...listSvar([enFullmakt()]), problem: { kod: 'okant.fel' } } }
        : { data: { utkast: [] } },
    );
    renderVid('/privat/fullmaktsgivare');
    await screen.findByRole('table');
    expect(
      screen.getByText('Ett okänt fel har inträffat. Försök igen senare.'),
    ).toBeInTheDocument();
  });
});
