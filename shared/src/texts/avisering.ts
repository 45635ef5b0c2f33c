// The e-mail notices of issue 14. They say what happened and link to the power; they never
// hold a personal identity number (nor any name, which may be a protected identity's).
import { texter } from '../i18n/texter';

export type Aviseringstyp =
  | 'FULLMAKT_MOTTAGEN'
  | 'FULLMAKT_DELAD_TILL_DIG'
  | 'FULLMAKT_ATERKALLAD'
  | 'FULLMAKT_ATERLAMNAD'
  | 'ORGANISATIONENS_FULLMAKT_ATERKALLAD'
  | 'ORGANISATIONENS_FULLMAKT_ATERLAMNAD'
  | 'UNDERSKRIFT_VANTAR'
  | 'PAMINNELSE_UNDERSKRIFT'
  | 'PAMINNELSE_UTGANG'
  | 'PAMINNELSE_UTGANG_GIVARE'
  | 'BEGARAN_MOTTAGEN'
  | 'BEGARAN_BESVARAD'
  | 'BEGARAN_AVBOJD';

export interface Aviseringsfakta {
  /** The power's heading, from its template. */
  rubrik: string;
  /** The third party's name. */
  tredjeman: string;
  /** The power's last day, yyyy-mm-dd, for the expiry reminder. */
  giltigTom?: string | null;
}

/** Each notice's subject line. */
const amne = texter('avisering.amne', {
  FULLMAKT_MOTTAGEN: 'Du har fått en fullmakt',
  FULLMAKT_DELAD_TILL_DIG: 'En fullmakt har delats vidare till dig',
  FULLMAKT_ATERKALLAD: 'En fullmakt till dig har återkallats',
  FULLMAKT_ATERLAMNAD: 'En fullmakt du gett har lämnats tillbaka',
  ORGANISATIONENS_FULLMAKT_ATERKALLAD: 'En fullmakt från organisationen har återkallats',
  ORGANISATIONENS_FULLMAKT_ATERLAMNAD: 'En fullmakt till organisationen har lämnats tillbaka',
  UNDERSKRIFT_VANTAR: 'En fullmakt väntar på din underskrift',
  PAMINNELSE_UNDERSKRIFT: 'Påminnelse: en fullmakt väntar på din underskrift',
  PAMINNELSE_UTGANG: 'En fullmakt slutar snart att gälla',
  PAMINNELSE_UTGANG_GIVARE: 'En fullmakt du gett slutar snart att gälla',
  BEGARAN_MOTTAGEN: 'Du har fått en förfrågan om fullmakt',
  BEGARAN_BESVARAD: 'Din förfrågan om fullmakt är besvarad',
  BEGARAN_AVBOJD: 'Din förfrågan om fullmakt har avböjts',
});

/** The sentences of the notices' bodies: the power's heading and its third party's name. */
const mening = texter('avisering.text', {
  mottagen: (rubrik: string, tredjeman: string) =>
    `Du har fått fullmakten "${rubrik}" hos ${tredjeman}.`,
  underskrivenOchGaller: 'Den är underskriven och gäller enligt sin giltighetstid.',
  deladTillDig: (rubrik: string, tredjeman: string) =>
    `Du har fått fullmakten "${rubrik}" hos ${tredjeman}, delad vidare från en annan fullmakt.`,
  aterkallad: (rubrik: string, tredjeman: string) =>
    `Fullmakten "${rubrik}" hos ${tredjeman} har återkallats och gäller inte längre.`,
  aterlamnad: (rubrik: string, tredjeman: string) =>
    `Fullmaktshavaren har lämnat tillbaka fullmakten "${rubrik}" hos ${tredjeman}.`,
  gallerInteLangre: 'Den gäller inte längre.',
  organisationenAterkallade: (rubrik: string, tredjeman: string) =>
    `En av organisationens firmatecknare har återkallat fullmakten "${rubrik}" hos ${tredjeman}.`,
  organisationenAterlamnade: (rubrik: string, tredjeman: string) =>
    `En av organisationens firmatecknare har lämnat tillbaka fullmakten "${rubrik}" hos ${tredjeman}.`,
  historikenVisarVem: 'I fullmaktens historik står vem som gjorde det.',
  underskriftVantar: (rubrik: string, tredjeman: string) =>
    `Du har valts att skriva under fullmakten "${rubrik}" hos ${tredjeman}.`,
  paminnelseUnderskrift: (rubrik: string, tredjeman: string) =>
    `Fullmakten "${rubrik}" hos ${tredjeman} väntar fortfarande på din underskrift.`,
  gallerTillOchMed: (rubrik: string, tredjeman: string, giltigTom: string) =>
    `Fullmakten "${rubrik}" hos ${tredjeman} gäller till och med ${giltigTom}.`,
  kanFornyas: 'Behövs den längre kan du förnya den i tjänsten.',
  sammaUppgifter: 'Du får samma uppgifter ifyllda och väljer själv vad som ska ändras.',
  begaranMottagen: (rubrik: string, tredjeman: string) =>
    `Någon ber dig om fullmakten "${rubrik}" hos ${tredjeman}.`,
  begaranITjansten:
    'I tjänsten ser du vem som frågar och varför, och väljer om du vill skapa fullmakten eller avböja.',
  begaranBesvarad: (rubrik: string, tredjeman: string) =>
    `Du har fått fullmakten "${rubrik}" hos ${tredjeman} som du bad om.`,
  begaranAvbojd: (rubrik: string, tredjeman: string) =>
    `Fullmaktsgivaren har avböjt din förfrågan om fullmakten "${rubrik}" hos ${tredjeman}.`,
});

/** A body: its sentences, each in the reader's language, in one paragraph. */
function meningar(...delar: string[]): string {
  return delar.join(' ');
}

/** A notice's subject (in the reader's language) and its body made of the power's facts. */
function avisering(
  typ: Aviseringstyp,
  text: (f: Aviseringsfakta) => string,
): { amne: string; text: (f: Aviseringsfakta) => string } {
  return {
    get amne() {
      return amne[typ];
    },
    text,
  };
}

export const aviseringTexter: Record<
  Aviseringstyp,
  { amne: string; text: (f: Aviseringsfakta) => string }
> = {
  FULLMAKT_MOTTAGEN: avisering('FULLMAKT_MOTTAGEN', (f) =>
    meningar(mening.mottagen(f.rubrik, f.tredjeman), mening.underskrivenOchGaller),
  ),
  FULLMAKT_DELAD_TILL_DIG: avisering('FULLMAKT_DELAD_TILL_DIG', (f) =>
    mening.deladTillDig(f.rubrik, f.tredjeman),
  ),
  FULLMAKT_ATERKALLAD: avisering('FULLMAKT_ATERKALLAD', (f) =>
    mening.aterkallad(f.rubrik, f.tredjeman),
  ),
  FULLMAKT_ATERLAMNAD: avisering('FULLMAKT_ATERLAMNAD', (f) =>
    meningar(mening.aterlamnad(f.rubrik, f.tredjeman), mening.gallerInteLangre),
  ),
  // To an organisation's other signatories when one of them stops a power alone (issue 38).
  ORGANISATIONENS_FULLMAKT_ATERKALLAD: avisering('ORGANISATIONENS_FULLMAKT_ATERKALLAD', (f) =>
    meningar(
      mening.organisationenAterkallade(f.rubrik, f.tredjeman),
      mening.gallerInteLangre,
      mening.historikenVisarVem,
    ),
  ),
  ORGANISATIONENS_FULLMAKT_ATERLAMNAD: avisering('ORGANISATIONENS_FULLMAKT_ATERLAMNAD', (f) =>
    meningar(
      mening.organisationenAterlamnade(f.rubrik, f.tredjeman),
      mening.gallerInteLangre,
      mening.historikenVisarVem,
    ),
  ),
  UNDERSKRIFT_VANTAR: avisering('UNDERSKRIFT_VANTAR', (f) =>
    mening.underskriftVantar(f.rubrik, f.tredjeman),
  ),
  PAMINNELSE_UNDERSKRIFT: avisering('PAMINNELSE_UNDERSKRIFT', (f) =>
    mening.paminnelseUnderskrift(f.rubrik, f.tredjeman),
  ),
  PAMINNELSE_UTGANG: avisering('PAMINNELSE_UTGANG', (f) =>
    mening.gallerTillOchMed(f.rubrik, f.tredjeman, f.giltigTom ?? ''),
  ),
  // To the grantor, whose link opens the renewal (issue 32 item 4).
  PAMINNELSE_UTGANG_GIVARE: avisering('PAMINNELSE_UTGANG_GIVARE', (f) =>
    meningar(
      mening.gallerTillOchMed(f.rubrik, f.tredjeman, f.giltigTom ?? ''),
      mening.kanFornyas,
      mening.sammaUppgifter,
    ),
  ),
  // Requests (issue 32 item 1): to the grantor (each firmatecknare of an organisation), and
  // to the requester when it is answered. Neither names who asked nor who answered.
  BEGARAN_MOTTAGEN: avisering('BEGARAN_MOTTAGEN', (f) =>
    meningar(mening.begaranMottagen(f.rubrik, f.tredjeman), mening.begaranITjansten),
  ),
  BEGARAN_BESVARAD: avisering('BEGARAN_BESVARAD', (f) =>
    mening.begaranBesvarad(f.rubrik, f.tredjeman),
  ),
  BEGARAN_AVBOJD: avisering('BEGARAN_AVBOJD', (f) => mening.begaranAvbojd(f.rubrik, f.tredjeman)),
};

const lank = texter('avisering.lank', {
  fullmakt: 'Se fullmakten i tjänsten:',
  begaran: 'Se förfrågan i tjänsten:',
});

/**
 * The line before a power's link, in Swedish only.
 * @deprecated Kept for remotes built against 1.x (removing an export is a major version);
 * read aviseringLankFor, which follows the reader's language.
 */
export const aviseringLank = 'Se fullmakten i tjänsten:';

/** The line before the link: a request's notices link to the request, not to a power. */
export function aviseringLankFor(typ: string): string {
  return typ.startsWith('BEGARAN_') ? lank.begaran : lank.fullmakt;
}

/** The developers' mailbox page (outside production only): the notices the outbox kept. */
export const utvecklarPostTexter = texter('avisering.utvecklarPost', {
  rubrik: 'E-post från tjänsten (utvecklare)',
  ingress:
    'Utan inställd e-postserver skickas inga meddelanden. De sparas här i stället, så att du kan läsa vad mottagaren skulle ha fått. Sidan finns inte i produktion.',
  tom: 'Inga meddelanden ännu.',
  till: 'Till',
  saknarAdress: 'saknar e-postadress',
  status: 'Status',
  skapad: 'Skapat',
});
