// Validation messages of SPEC §5. Quoted strings are verbatim from the spec; the rest are
// written in the same plain style.
import { texter } from '../i18n/texter';

/** The six messages about the proxy person (fullmaktshavare), verbatim, and the cap. */
export const fullmaktshavareTexter = texter('validation.fullmaktshavare', {
  saknas: 'Fyll i fullmaktshavare.',
  finnsInte: 'Personnumret finns inte.',
  /** The organisation's counterpart of finnsInte (an organisation may hold a power). */
  organisationFinnsInte: 'Organisationsnumret finns inte.',
  felFormat: 'Felaktigt personnummer. Fyll i ett personnummer och använd formatet ååååmmdd-nnnn.',
  under18: 'Kontrollera personnumret. Fullmaktshavaren är under 18 år.',
  sigSjalv: 'Fullmakten kan inte delas ut till dig själv.',
  uppslagMisslyckades: 'Personuppgifter kunde inte hämtas. Försök igen senare.',
  /** Not in SPEC (which names no maximum); written in the same style. */
  forManga: (max: number) => `En fullmakt kan ha högst ${max} fullmaktshavare.`,
});

export const datumTexter = texter('validation.datum', {
  ogiltigt: 'Fyll i ett giltigt datum.',
  fromSaknas: 'Fyll i från och med-datum.',
  fromEfterTom: 'Från och med-datum kan inte vara senare än till och med-datum.',
  fromForeMin: (min: string) => `Från och med-datum kan inte vara tidigare än ${min}.`,
  fromEfterMax: (max: string) => `Från och med-datum kan inte vara senare än ${max}.`,
  tomSaknas: 'Fyll i till och med-datum.',
  tomEfterMax: (max: string) => `Till och med-datum kan inte vara senare än ${max}.`,
});

export const behorighetTexter = texter('validation.behorighet', {
  minstEn: 'Välj minst en behörighet.',
  minstEnUtoverDelning: 'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
  obligatorisk: 'Obligatorisk',
});

export const signatarTexter = texter('validation.signatar', {
  /** Verbatim: 'Minst {min} personer ska skriva under'. */
  minst: (min: number) => `Minst ${min} personer ska skriva under`,
  /** Verbatim. */
  forManga: 'För många valda personer',
  kvar: (antal: number) =>
    antal === 1 ? 'Du kan välja 1 person till.' : `Du kan välja ${antal} personer till.`,
  ingaKvar: 'Du kan inte välja fler personer.',
  /** While fewer than min are chosen: how many more are needed, not how many more fit. */
  saknas: (antal: number) =>
    antal === 1 ? 'Välj minst 1 person till.' : `Välj minst ${antal} personer till.`,
  utanforGrupp: 'En vald person ingår inte i gruppen som kan skriva under.',
  obligatoriskSaknas: 'Alla obligatoriska personer i gruppen måste skriva under.',
});

export const mallTexter = texter('validation.mall', {
  /** Verbatim: 'Fullmakt {title} tillåter inte rollen {role}'. */
  tillaterInteRoll: (title: string, role: string) =>
    `Fullmakt ${title} tillåter inte rollen ${role}`,
});

/** Verbatim draft requirements. */
export const utkastKravTexter = texter('validation.utkastKrav', {
  tredjeman: 'Tredjeman måste anges för att skapa fullmakt',
  fullmaktsgivare: 'Fullmaktsgivare måste anges för att skapa fullmakt',
  mall: 'Mall måste anges för att skapa fullmakt',
});

export const tredjemanTexter = texter('validation.tredjeman', {
  /** Verbatim: '{id} är en ogiltig tredjeman'. */
  ogiltig: (id: string) => `${id} är en ogiltig tredjeman`,
});

/** Verbatim errors of the creation state when the power is missing. */
export const skapandeFelTexter = texter('validation.skapandeFel', {
  giltighetUtanFullmakt: 'Försök att ändra giltighetstid utan fullmakt',
  signeringsvalUtanFullmakt: 'Försök att spara signeringsval utan fullmakt',
  behorighetUtanFullmakt: 'Kan inte uppdatera behörighet utan fullmakt!',
  contextSaknas: 'Context saknas i fullmaktStore',
});
