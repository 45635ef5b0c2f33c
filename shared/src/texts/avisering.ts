// The e-mail notices of issue 14. They say what happened and link to the power; they never
// hold a personal identity number (nor any name, which may be a protected identity's).

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

const om = (f: Aviseringsfakta) => `fullmakten "${f.rubrik}" hos ${f.tredjeman}`;

export const aviseringTexter: Record<
  Aviseringstyp,
  { amne: string; text: (f: Aviseringsfakta) => string }
> = {
  FULLMAKT_MOTTAGEN: {
    amne: 'Du har fått en fullmakt',
    text: (f) => `Du har fått ${om(f)}. Den är underskriven och gäller enligt sin giltighetstid.`,
  },
  FULLMAKT_DELAD_TILL_DIG: {
    amne: 'En fullmakt har delats vidare till dig',
    text: (f) => `Du har fått ${om(f)}, delad vidare från en annan fullmakt.`,
  },
  FULLMAKT_ATERKALLAD: {
    amne: 'En fullmakt till dig har återkallats',
    text: (f) => `${capitalize(om(f))} har återkallats och gäller inte längre.`,
  },
  FULLMAKT_ATERLAMNAD: {
    amne: 'En fullmakt du gett har lämnats tillbaka',
    text: (f) => `Fullmaktshavaren har lämnat tillbaka ${om(f)}. Den gäller inte längre.`,
  },
  // To an organisation's other signatories when one of them stops a power alone (issue 38).
  ORGANISATIONENS_FULLMAKT_ATERKALLAD: {
    amne: 'En fullmakt från organisationen har återkallats',
    text: (f) =>
      `En av organisationens firmatecknare har återkallat ${om(f)}. Den gäller inte längre. I fullmaktens historik står vem som gjorde det.`,
  },
  ORGANISATIONENS_FULLMAKT_ATERLAMNAD: {
    amne: 'En fullmakt till organisationen har lämnats tillbaka',
    text: (f) =>
      `En av organisationens firmatecknare har lämnat tillbaka ${om(f)}. Den gäller inte längre. I fullmaktens historik står vem som gjorde det.`,
  },
  UNDERSKRIFT_VANTAR: {
    amne: 'En fullmakt väntar på din underskrift',
    text: (f) => `Du har valts att skriva under ${om(f)}.`,
  },
  PAMINNELSE_UNDERSKRIFT: {
    amne: 'Påminnelse: en fullmakt väntar på din underskrift',
    text: (f) => `${capitalize(om(f))} väntar fortfarande på din underskrift.`,
  },
  PAMINNELSE_UTGANG: {
    amne: 'En fullmakt slutar snart att gälla',
    text: (f) => `${capitalize(om(f))} gäller till och med ${f.giltigTom ?? ''}.`,
  },
  // To the grantor, whose link opens the renewal (issue 32 item 4).
  PAMINNELSE_UTGANG_GIVARE: {
    amne: 'En fullmakt du gett slutar snart att gälla',
    text: (f) =>
      `${capitalize(om(f))} gäller till och med ${f.giltigTom ?? ''}. Behövs den längre kan du förnya den i tjänsten. Du får samma uppgifter ifyllda och väljer själv vad som ska ändras.`,
  },
  // Requests (issue 32 item 1): to the grantor (each firmatecknare of an organisation), and
  // to the requester when it is answered. Neither names who asked nor who answered.
  BEGARAN_MOTTAGEN: {
    amne: 'Du har fått en förfrågan om fullmakt',
    text: (f) =>
      `Någon ber dig om ${om(f)}. I tjänsten ser du vem som frågar och varför, och väljer om du vill skapa fullmakten eller avböja.`,
  },
  BEGARAN_BESVARAD: {
    amne: 'Din förfrågan om fullmakt är besvarad',
    text: (f) => `Du har fått ${om(f)} som du bad om.`,
  },
  BEGARAN_AVBOJD: {
    amne: 'Din förfrågan om fullmakt har avböjts',
    text: (f) => `Fullmaktsgivaren har avböjt din förfrågan om ${om(f)}.`,
  },
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The line before the link in every notice. */
export const aviseringLank = 'Se fullmakten i tjänsten:';

/** The line before the link: a request's notices link to the request, not to a power. */
export function aviseringLankFor(typ: string): string {
  return typ.startsWith('BEGARAN_') ? 'Se förfrågan i tjänsten:' : aviseringLank;
}

/** The developers' mailbox page (outside production only): the notices the outbox kept. */
export const utvecklarPostTexter = {
  rubrik: 'E-post från tjänsten (utvecklare)',
  ingress:
    'Utan inställd e-postserver skickas inga meddelanden. De sparas här i stället, så att du kan läsa vad mottagaren skulle ha fått. Sidan finns inte i produktion.',
  tom: 'Inga meddelanden ännu.',
  till: 'Till',
  saknarAdress: 'saknar e-postadress',
  status: 'Status',
  skapad: 'Skapat',
} as const;
