import assert from 'node:assert/strict';
import { apiInPage } from './api-in-page';
import type { CheckedPage } from './harness';
import { skrivUnderPaAdressen } from './signeringstjanst';

/** Fordonsverket, whose 'Ärenden om fordon' (fordon-arenden) most stories use. */
const fordonsverket = '2021001231';

/** A private grantor's power as the wizard's steps would leave it. */
export interface PrivatFullmakt {
  /** The grantor: the person signed in on the page. */
  givare: string;
  havare: { id: string; typ: 'pnr' | 'orgnr' }[];
  from: string;
  tom: string;
  /** Permission codes, as the template names them (fordon.se, dela.vidare, …). */
  behorigheter: string[];
  tredjeman?: string;
  mall?: string;
}

interface Draft {
  fullmakt: Record<string, unknown> & { id: string };
}

/**
 * Gives a private person's power made through the API (draft, saved steps, signing start)
 * with the signed-in page's own DPoP key, and signs it at the signing service as the browser
 * does. For stories whose subject comes after the grantor's wizard: the wizard's screens
 * are walked by privat-skapa-fullmakt, and walking them again costs a journey's time in
 * Chromium. Returns the power's id.
 */
export async function gePrivatFullmaktViaApi(
  p: CheckedPage,
  power: PrivatFullmakt,
): Promise<string> {
  const skapad = await apiInPage(p.page, 'POST', '/api/fullmakter-api/fullmakter/utkast', {
    fullmaktsgivare: { id: power.givare, typ: 'pnr' },
    fullmaktsgivarroll: 'Privat',
    tredjeman: { id: power.tredjeman ?? fordonsverket },
    mall: { id: power.mall ?? 'fordon-arenden' },
  });
  assert.equal(skapad.status, 200, JSON.stringify(skapad.body));
  const id = (skapad.body as Draft).fullmakt.id;
  const sparad = await apiInPage(p.page, 'PUT', `/api/utkast-api/utkast/${id}`, {
    fullmaktshavare: power.havare,
    giltigFrom: power.from,
    giltigTom: power.tom,
    behorigheter: power.behorigheter,
  });
  assert.equal(sparad.status, 200, JSON.stringify(sparad.body));
  const start = await apiInPage(
    p.page,
    'POST',
    `/api/fullmakter-api/fullmakter/${id}/underskrift`,
    {
      fullmakt: (sparad.body as Draft).fullmakt,
    },
  );
  assert.equal(start.status, 200, JSON.stringify(start.body));
  await skrivUnderPaAdressen(p, (start.body as { redirectUrl: string }).redirectUrl);
  await p.shows('Fullmakten är underskriven');
  return id;
}
