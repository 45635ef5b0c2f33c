import { API_ROUTES, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from './sign';
import type { TestApp } from './test-app';

/** A holder as the API takes it: a person's or an organisation's number. */
type Holder = Fullmakt['fullmaktshavare'][number];

/** What a test chooses of a power; the rest is Fordonsverket's vehicle power, as before. */
export interface PowerTerms {
  /** Persons by personnummer; an organisation as `{ id, typ: 'orgnr' }`. */
  holders: (string | Holder)[];
  tredjeman?: string;
  mall?: string;
  giltigFrom?: string;
  giltigTom?: string;
  /** Permission codes; the server fills in their headings from the template. */
  behorigheter?: string[];
  /** The id of the grantor's power this one renews. */
  fornyar?: string;
  /** The id of the request this power answers. */
  begaran?: string;
}

const fordonTerms = {
  tredjeman: tredjemanId.fordonsverket,
  mall: 'fordon-arenden',
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  behorigheter: ['fordon.se', 'dela.vidare'],
};

function holderId(holder: string | Holder): Holder {
  return typeof holder === 'string' ? { id: holder, typ: 'pnr' } : holder;
}

/** The terms written into a draft, as the wizard's last step sends them. */
function filled(draft: Fullmakt, terms: PowerTerms): Fullmakt {
  const chosen = { ...fordonTerms, ...terms };
  return {
    ...draft,
    fullmaktshavare: terms.holders.map(holderId),
    giltigFrom: chosen.giltigFrom,
    giltigTom: chosen.giltigTom,
    behorigheter: chosen.behorigheter.map((kod) => ({ kod, rubrik: '', beskrivning: '' })),
  };
}

/** A private draft of `grantor`'s, created through the API and filled in (not saved). */
export async function filledPrivateDraft(
  t: TestApp,
  grantor: string,
  terms: PowerTerms,
): Promise<Fullmakt> {
  const chosen = { ...fordonTerms, ...terms };
  const created = await t.call(grantor, {
    method: 'POST',
    url: API_ROUTES.skapaUtkast.path,
    payload: {
      fullmaktsgivare: { id: grantor, typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: chosen.tredjeman },
      mall: { id: chosen.mall },
      ...(terms.fornyar === undefined ? {} : { fornyar: { id: terms.fornyar } }),
      ...(terms.begaran === undefined ? {} : { begaran: { id: terms.begaran } }),
    },
  });
  if (created.statusCode !== 200) {
    throw new Error(`Utkastet skapades inte: ${created.statusCode} ${created.body}`);
  }
  return filled(created.json<Utkast>().fullmakt, terms);
}

/** An onward share of `original`, started by its holder and filled in (not signed). */
export async function filledOnwardShare(
  t: TestApp,
  holder: string,
  original: Fullmakt,
  terms: PowerTerms,
): Promise<Fullmakt> {
  const shared = await t.call(holder, {
    method: 'POST',
    url: API_ROUTES.skapaUtkast.path,
    payload: { tredjeman: { id: original.tredjeman.id }, fullmakt: { id: original.id } },
  });
  if (shared.statusCode !== 200) {
    throw new Error(`Delningen startades inte: ${shared.statusCode} ${shared.body}`);
  }
  return filled(shared.json<Fullmakt>(), terms);
}

/** Signs a filled-in power as `signer` and gives it back as signed. */
export async function signed(t: TestApp, signer: string, power: Fullmakt): Promise<Fullmakt> {
  const result = await signAs(t, signer, power);
  if (!result.fullmakt) {
    throw new Error(`Fullmakten skrevs inte under: ${result.utfall}`);
  }
  return result.fullmakt;
}

/**
 * A private power from `grantor` to `holder`, signed: by default Fordonsverket's, which
 * may be shared onward, valid 2 March to 31 December 2026.
 */
export async function signedPrivatePower(
  t: TestApp,
  grantor: string,
  holder: string | Holder,
  terms: Omit<PowerTerms, 'holders'> = {},
): Promise<Fullmakt> {
  return signed(t, grantor, await filledPrivateDraft(t, grantor, { ...terms, holders: [holder] }));
}
