// Texts of the organisation's grantor pages (mfe-organisation): choosing the organisation,
// its guards, the powers it has given, the signatory step and how far the signatures have
// come. The §5 and §8 strings themselves live in validation.ts and messages.ts.
import { medTexter, texter } from '../i18n/texter';
import { signatarTexter } from './validation';

/** An organisation number as written: 5567123459 is 556712-3459. */
export function formateraOrgnummer(orgnr: string): string {
  return /^\d{10}$/.test(orgnr) ? `${orgnr.slice(0, 6)}-${orgnr.slice(6)}` : orgnr;
}

export const organisationValTexter = texter('organisation.organisationVal', {
  rubrik: 'Välj organisation',
  engagemangRubrik: 'Dina organisationer',
  ingress: 'Välj den organisation som du vill hantera fullmakter för.',
  laddar: 'Hämtar dina organisationer …',
  inga: 'Du är inte registrerad i någon organisation som tjänsten kan hantera.',
  listEtikett: 'Organisationer du är registrerad i',
  /** The accessible name of the button that chooses an organisation (mfe-ombud relies on it). */
  valj: (namn: string) => `Välj ${namn}`,
  organisationsnummer: 'Organisationsnummer',
  roll: 'Din roll',
  hamtaIgen: 'Hämta igen',
  ingenValdOrganisation: 'Välj först vilken organisation du vill hantera fullmakter för.',
  inteBland: 'Den valda organisationen finns inte bland dina organisationer. Välj en organisation.',
  /** When no organisation can be chosen (too many companies, say): the way on. */
  vidarePrivat: 'Du kan fortfarande ge och se fullmakter som privatperson.',
  tillPrivat: 'Fortsätt som privatperson',
});

export const organisationOversiktTexter = texter('organisation.organisationOversikt', {
  rubrik: 'Fullmakter organisationen har gett',
  tabellRubrik: (namn: string) => `Fullmakter som ${namn} har gett`,
  tillbakaTillOversikt: 'Tillbaka till fullmakter organisationen har gett',
  bytOrganisation: 'Byt organisation',
  mottagna: 'Fullmakter organisationen har fått',
});

const hinderTexter: Readonly<Record<string, string>> = {
  likvidation:
    'Organisationen är i likvidation. Därför kan ingen skapa eller skriva under fullmakter för den här.',
  konkurs:
    'Organisationen är försatt i konkurs. Därför kan ingen skapa eller skriva under fullmakter för den här.',
};

/** Why the user cannot create powers for the chosen organisation (SPEC §5 Organisation signing). */
export const firmatecknareTexter = texter('organisation.firmatecknare', {
  kontrollerar: 'Kontrollerar att du får skriva under för organisationen …',
  /** A registered obstacle (hinder) by code, in plain Swedish. */
  hinder: (kod: string): string =>
    hinderTexter[kod] ??
    'Det finns ett hinder registrerat för organisationen. Därför kan du inte skapa fullmakter för den här.',
  hamtningsfel:
    'Uppgifterna om vem som får skriva under för organisationen kunde inte hämtas. Försök igen senare.',
});

const signeringssteg = texter('organisation.signeringssteg', {
  ingress: 'Välj vilka personer som ska skriva under fullmakten för organisationen.',
  gruppVal: 'Hur ska fullmakten skrivas under?',
  gruppEtikett: (namn: string, rubrik: string) => `${namn}: ${rubrik}`,
  /** A group where exactly `min` of its `antal` sign. */
  gransExakt: (min: number, antal: number) => `${min} av ${antal} ska skriva under`,
  /** A group where at least `min` and at most `max` sign. */
  gransMinst: (min: number, max: number) => `minst ${min} av ${max}`,
  personer: (namn: string) => `Vilka i gruppen ${namn} ska skriva under?`,
  obligatorisk: '(måste skriva under)',
  du: '(du)',
  ensamForvald:
    'Du är den enda som kan skriva under för organisationen i den här gruppen. Du är vald.',
  allaObligatoriskaForvald: 'Alla i gruppen måste skriva under. Alla är valda.',
  ingaAlternativ:
    'Det finns inget sätt för dig att skriva under för organisationen. Kontrollera uppgifterna hos registret.',
  valjGrupp: 'Välj hur fullmakten ska skrivas under.',
  /** The minimum as guidance before anyone is chosen: SPEC §5's text, as a sentence. */
  krav: (min: number) => `${signatarTexter.minst(min)}.`,
  /** The review step's term for the chosen group (step 6 names it above the signatories). */
  granskaGrupp: 'Skrivs under av',
  granskaGruppVarde: (etikett: string, rubrik: string) => `${etikett} (${rubrik})`,
});

export const signeringsstegTexter = medTexter(signeringssteg, {
  /** How many of the group sign: exactly, or at least of at most (a bound may be missing). */
  grans: (min: number | undefined, max: number | undefined, antal: number): string =>
    min !== undefined && max !== undefined && min === max
      ? signeringssteg.gransExakt(min, antal)
      : signeringssteg.gransMinst(min ?? 1, max ?? antal),
});

/** How far the signatures of an organisation's power have come, in lists and views. */
const underskriftsstatus = texter('organisation.underskriftsstatus', {
  antal: (klara: number, totalt: number) => `${klara} av ${totalt} underskrifter`,
  /** The names of those left to sign, already joined. */
  kvarNamn: (namn: string) => `Kvar att skriva under: ${namn}`,
  vantarPaDig: 'Väntar på din underskrift',
  duHarSkrivitUnder: 'Du har skrivit under',
});

export const underskriftsstatusTexter = medTexter(underskriftsstatus, {
  kvar: (namn: readonly string[]): string => underskriftsstatus.kvarNamn(namn.join(', ')),
});

/**
 * Sending an organisation's power to the chosen signatories when the creator is not one of
 * them (SPEC §2 'sign, or sign and send'; §6 creator and signatory may differ).
 */
const skicka = texter('organisation.skicka', {
  knapp: 'Skicka för underskrift',
  skickas: 'Fullmakten skickas till dem som ska skriva under …',
  /** Refused at 'Skriv under' for someone not chosen to sign. */
  inteVald: 'Du är inte vald att skriva under fullmakten. Skicka den för underskrift i stället.',
  kvittoRubrik: 'Fullmakten är skickad för underskrift',
  /** The names of those who were told, already listed ('A, B och C'). */
  kvittoTextNamn: (namn: string) =>
    `${namn} har fått ett meddelande om att fullmakten väntar på deras underskrift. ` +
    'Fullmakten skickas till tredje man när alla har skrivit under.',
  visaFullmakten: 'Visa fullmakten',
  tillOversikten: 'Till organisationens fullmakter',
  /** The last two names of a list: 'A och B' (the ones before are joined by commas). */
  listansSlut: (forsta: string, sista: string) => `${forsta} och ${sista}`,
});

export const skickaTexter = medTexter(skicka, {
  kvittoText: (namn: readonly string[]): string => skicka.kvittoTextNamn(lista(namn)),
});

/** The names as the reader's language lists them: 'A', 'A och B', 'A, B och C'. */
function lista(namn: readonly string[]): string {
  if (namn.length <= 1) {
    return namn.join('');
  }
  return skicka.listansSlut(namn.slice(0, -1).join(', '), namn.at(-1) ?? '');
}

/**
 * Powers waiting for the signed-in person's own signature, in a section of their own on the
 * organisation's overview: whose power, to whom, started when and by whom, and the act.
 */
const vantarPaDig = texter('organisation.vantarPaDig', {
  rubrik: 'Väntar på din underskrift',
  notis: (antal: number) =>
    antal === 1
      ? '1 fullmakt väntar på din underskrift.'
      : `${antal} fullmakter väntar på din underskrift.`,
  granska: (rubrik: string) => `Granska och skriv under ${rubrik}`,
  /** The holders' names already joined. */
  detaljerNamn: (tredjeman: string, havare: string, period: string) =>
    `Till ${tredjeman}. Fullmaktshavare: ${havare}. Gäller ${period}.`,
  paborjadNar: (datum: string) => `Påbörjad ${datum}.`,
  paborjadAv: (datum: string, av: string) => `Påbörjad av ${av} ${datum}.`,
});

export const vantarPaDigTexter = medTexter(vantarPaDig, {
  detaljer: (tredjeman: string, havare: readonly string[], period: string): string =>
    vantarPaDig.detaljerNamn(tredjeman, havare.join(', '), period),
  paborjad: (datum: string, av: string | undefined): string =>
    av === undefined ? vantarPaDig.paborjadNar(datum) : vantarPaDig.paborjadAv(datum, av),
});

/** The breadcrumb of the remote's own prefix (its route handle). */
export const organisationRuttTexter = texter('organisation.rutt', {
  brodsmula: 'Organisation',
});
