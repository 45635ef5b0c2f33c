// The organisation draft several server tests start from: Nordisk Byggteknik AB (whose
// board signs 2 of 4, Anna, Erik and Maria on it) asking the permit authority, and the same
// draft filled in the way the wizard would before signing.
import { API_ROUTES, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import type { TestApp } from './test-app';

/** Starts a draft as `as` for an organisation (default Nordisk Byggteknik) and a template. */
export function startOrgDraft(
  t: TestApp,
  as: string,
  org: string = orgnr.nordiskByggteknik,
  mall = 'tillstand-ansokan',
  tredjeman: string = tredjemanId.tillstand,
) {
  return t.call(as, {
    method: 'POST',
    url: API_ROUTES.skapaUtkast.path,
    payload: {
      fullmaktsgivare: { id: org, typ: 'orgnr' },
      fullmaktsgivarroll: 'Organisation',
      tredjeman: { id: tredjeman },
      mall: { id: mall },
    },
  });
}

/** Anna's draft for Nordisk Byggteknik, as the power it holds. */
export async function orgDraft(t: TestApp): Promise<Fullmakt> {
  return (await startOrgDraft(t, p.anna)).json<Utkast>().fullmakt;
}

/** The permit draft with a holder, a period and both permissions, ready to be signed. */
export function filledPermitDraft(f: Fullmakt): Fullmakt {
  return {
    ...f,
    fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
    giltigFrom: '2026-03-02',
    giltigTom: '2026-12-31',
    behorigheter: [
      { kod: 'tillstand.ansoka', rubrik: '', beskrivning: '' },
      { kod: 'tillstand.komplettera', rubrik: '', beskrivning: '' },
    ],
  };
}
