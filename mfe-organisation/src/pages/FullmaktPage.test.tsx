import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enFullmakt } from '@fullmakt/shared/testing';
import { NORDISK, orgServer } from '../test/org-server';
import { nollstall, renderVid } from '../test/render';
import { organisationVald } from '../test/wizard';

const VY = '/organisation/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

const organisationens = enFullmakt({
  fullmaktsgivare: { id: NORDISK.id, typ: 'orgnr', namn: NORDISK.namn },
  fullmaktsgivarroll: 'Organisation',
  signatarer: [
    {
      juridiskSignatar: {
        juridiskPerson: { id: NORDISK.id, typ: 'orgnr', namn: NORDISK.namn },
        foretradare: [
          { id: '196905274517', typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
          { id: '198209142622', typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' },
        ],
      },
      underskriven: '2026-03-02T10:00:00Z',
    },
  ],
  metadata: { utdelningar: [{ id: 'd1' }], vidaredelad: true },
});

beforeEach(() => {
  nollstall();
  organisationVald();
});

describe("one of the organisation's powers", () => {
  it('shows what it says and revokes it after the dialog, with its onward shares', async () => {
    const anrop = orgServer({
      annat: (a) =>
        a.url.endsWith('/aterkalla')
          ? { data: { aterkallade: 2 } }
          : a.url.startsWith('/api/dfm/tredjeman/')
            ? { data: organisationens }
            : undefined,
    });
    renderVid(VY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deklarationsombud' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lena Persson (19900730-2426)')).toBeInTheDocument();
    expect(screen.getAllByText(/Nordisk Byggteknik AB/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Återkalla fullmakt' }));
    const dialog = screen.getByRole('dialog', { name: 'Vill du återkalla fullmakten?' });
    expect(dialog).toHaveTextContent('1 fullmakt som delats vidare återkallas också.');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, återkalla' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fullmakten är återkallad.');
    expect(anrop.some((a) => a.url === '/api/fullmakter-api/fullmakter/f1/aterkalla')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Tillbaka till fullmakter organisationen har gett' }),
    ).toHaveAttribute('href', '/organisation/fullmaktsgivare');
  });
});
