import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enFullmakt } from '@fullmakt/shared/testing';
import type { Fullmakt } from '@fullmakt/shared';
import { skickaTillUnderskrift } from '@fullmakt/shared/flode';
import { NORDISK, orgServer } from '../test/org-server';
import { ERIK, MARIA_ID, nollstall, renderVid } from '../test/render';
import { organisationVald } from '../test/wizard';

const MARIA = {
  ...ERIK,
  sub: 'maria',
  id: MARIA_ID,
  personnummer: MARIA_ID,
  name: 'Maria Svensson',
};

const vantar: Fullmakt = enFullmakt({
  id: 'u2',
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

function server() {
  return orgServer({
    annat: (a) =>
      a.method === 'POST' && a.url.endsWith('/underskrift')
        ? { data: { redirectUrl: '/signeringstjanst/x' } }
        : a.url.endsWith('/utkast/u2')
          ? { data: { fullmakt: vantar } }
          : undefined,
  });
}

describe('a power being signed, seen from its draft page', () => {
  it('lets a chosen signatory who has not signed sign it as stored', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    nollstall(MARIA);
    organisationVald();
    const anrop = server();
    renderVid('/organisation/fullmaktsgivare/utkast?id=u2');
    expect(await screen.findByText(/1 av 2 underskrifter/)).toBeInTheDocument();
    expect(screen.getByText('Väntar på din underskrift')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    await vi.waitFor(() => expect(till).toHaveBeenCalledWith('/signeringstjanst/x'));
    const post = anrop.find((a) => a.method === 'POST' && a.url.endsWith('/underskrift'));
    expect(post?.url).toBe('/api/fullmakter-api/fullmakter/u2/underskrift');
  });

  it('offers no signature to one who has signed already', async () => {
    nollstall(ERIK);
    organisationVald();
    server();
    renderVid('/organisation/fullmaktsgivare/utkast?id=u2');
    expect(await screen.findByText(/Kvar att skriva under: Maria Svensson/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skriv under' })).not.toBeInTheDocument();
    // Erik started it: he may still remove it.
    expect(screen.getByRole('button', { name: 'Ta bort utkast' })).toBeInTheDocument();
  });

  it("does not offer a co-signatory to remove someone else's power sent for signing", async () => {
    nollstall(MARIA);
    organisationVald();
    server();
    renderVid('/organisation/fullmaktsgivare/utkast?id=u2');
    expect(await screen.findByRole('button', { name: 'Skriv under' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort utkast' })).not.toBeInTheDocument();
  });
});
