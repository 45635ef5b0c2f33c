import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { enFullmakt, listSvar } from '@fullmakt/shared/testing';
import type { Fullmakt } from '@fullmakt/shared';
import { NORDISK, orgServer } from '../test/org-server';
import { ERIK, MARIA_ID, nollstall, renderVid } from '../test/render';
import { organisationVald } from '../test/wizard';

const SOK = '/api/dfm/sok/fullmakter';

/** Nordisk Byggteknik's power for Lena, Erik signed, Maria not yet. */
const halvvags: Fullmakt = enFullmakt({
  id: 'u2',
  rubrik: 'Bygglovsombud',
  status: 'DELVIS_UNDERSKRIVEN',
  fullmaktsgivare: { id: NORDISK.id, typ: 'orgnr', namn: NORDISK.namn },
  fullmaktsgivarroll: 'Organisation',
  skapare: { id: ERIK.id, fornamn: 'Erik', namn: 'Johansson' },
  signatarer: [
    {
      fysiskPerson: { id: ERIK.id, typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
      underskriven: '2026-03-02T09:00:00Z',
    },
    { fysiskPerson: { id: MARIA_ID, typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' } },
  ],
});

beforeEach(() => {
  nollstall();
  organisationVald();
});

function server() {
  return orgServer({
    annat: (a) => {
      if (a.url === SOK) {
        return { data: listSvar([enFullmakt({ fullmaktsgivarroll: 'Organisation' })]) };
      }
      return a.url.endsWith('/utkast/sok')
        ? { data: { utkast: [{ fullmakt: halvvags }] } }
        : undefined;
    },
  });
}

describe("the organisation's powers given", () => {
  it("lists the organisation's powers, asked for by its number", async () => {
    const anrop = server();
    renderVid('/organisation/fullmaktsgivare');
    const tabell = await screen.findByRole('table');
    expect(within(tabell).getByRole('link', { name: 'Visa Deklarationsombud' })).toHaveAttribute(
      'href',
      '/organisation/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448',
    );
    expect(within(tabell).getByText('Klar och skickad till tredje man')).toBeInTheDocument();
    expect(anrop.find((a) => a.url === SOK)?.data).toEqual({
      filter: { fullmaktsgivare: { id: NORDISK.id }, page: { page: 0, size: 20 } },
    });
    expect(anrop.find((a) => a.url.endsWith('/utkast/sok'))?.data).toEqual({
      fullmaktsgivare: { id: NORDISK.id, typ: 'orgnr' },
    });
  });

  it('says how far a power awaiting signatures has come, and who is still to sign', async () => {
    server();
    renderVid('/organisation/fullmaktsgivare');
    // Sent for signing: looked at, not continued.
    const lank = await screen.findByRole('link', { name: 'Visa Bygglovsombud' });
    expect(lank).toHaveAttribute('href', '/organisation/fullmaktsgivare/utkast?id=u2');
    const rad = lank.closest('li') as HTMLElement;
    expect(rad).toHaveTextContent('1 av 2 underskrifter');
    expect(rad).toHaveTextContent('Kvar att skriva under: Maria Svensson');
    // Erik has signed: it does not wait for him.
    expect(within(rad).queryByText('Väntar på din underskrift')).not.toBeInTheDocument();
  });

  it('marks a power that waits for the signed-in signatory', async () => {
    nollstall({
      ...ERIK,
      sub: 'maria',
      id: MARIA_ID,
      personnummer: MARIA_ID,
      name: 'Maria Svensson',
    });
    organisationVald();
    server();
    renderVid('/organisation/fullmaktsgivare');
    // Told at once, and listed in a section of its own: whose, to whom, started when and by whom.
    expect(await screen.findByText('1 fullmakt väntar på din underskrift.')).toHaveAttribute(
      'role',
      'status',
    );
    const sektion = screen.getByRole('region', { name: 'Väntar på din underskrift' });
    const lank = within(sektion).getByRole('link', {
      name: 'Granska och skriv under Bygglovsombud',
    });
    expect(lank).toHaveAttribute('href', '/organisation/fullmaktsgivare/utkast?id=u2');
    const post = lank.closest('li') as HTMLElement;
    expect(post).toHaveTextContent('Fullmaktshavare: Lena Persson. Gäller 2026-01-03');
    expect(post).toHaveTextContent('Påbörjad av Erik Johansson 2026-01-02.');
    expect(post).toHaveTextContent('Kvar att skriva under: Maria Svensson');
    // Not also a draft to continue.
    const utkast = screen.getByRole('region', { name: 'Påbörjade fullmakter' });
    expect(within(utkast).queryByText(/Bygglovsombud/)).not.toBeInTheDocument();
  });

  it('starts a new power from an empty wizard with the organisation as principal', async () => {
    server();
    const { router } = renderVid('/organisation/fullmaktsgivare');
    await userEvent.click(await screen.findByRole('button', { name: 'Skapa fullmakt' }));
    expect(await screen.findByText('Steg 1 av 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/fullmaktsgivare/skapa');
    expect(fullmaktStore.getState().skapande.fullmaktsgivare).toEqual(NORDISK);
  });
});
