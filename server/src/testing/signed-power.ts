import { API_ROUTES, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from './sign';
import type { TestApp } from './test-app';

/** A private power from `grantor` to `holder` (Fordonsverket, may be shared onward), signed. */
export async function signedPrivatePower(
  t: TestApp,
  grantor: string,
  holder: string,
): Promise<Fullmakt> {
  const created = await t.call(grantor, {
    method: 'POST',
    url: API_ROUTES.skapaUtkast.path,
    payload: {
      fullmaktsgivare: { id: grantor, typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: tredjemanId.fordonsverket },
      mall: { id: 'fordon-arenden' },
    },
  });
  const draft = created.json<Utkast>().fullmakt;
  const signed = await signAs(t, grantor, {
    ...draft,
    fullmaktshavare: [{ id: holder, typ: 'pnr' }],
    giltigFrom: '2026-03-02',
    giltigTom: '2026-12-31',
    behorigheter: [
      { kod: 'fordon.se', rubrik: '', beskrivning: '' },
      { kod: 'dela.vidare', rubrik: '', beskrivning: '' },
    ],
  });
  if (!signed.fullmakt) {
    throw new Error(`Fullmakten skrevs inte under: ${signed.utfall}`);
  }
  return signed.fullmakt;
}
