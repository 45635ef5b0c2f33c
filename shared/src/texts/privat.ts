// Texts of the private person's grantor pages (mfe-privat): the overview, the view of a
// power or draft, and the create wizard. Plain data and small formatters only.
import { texter } from '../i18n/texter';

export const privatStartTexter = texter('privat.privatStart', {
  rubrik: 'Välj fullmaktsgivare',
  ingress: 'Som privatperson ger du fullmakter i ditt eget namn.',
  ingenAnvandare: 'Du behöver logga in för att se dina fullmakter.',
  mottagna: 'Fullmakter du har fått',
});

export const oversiktTexter = texter('privat.oversikt', {
  tidFilter: 'Visa fullmakter',
  allaTider: 'Alla',
  sokKnapp: 'Sök',
  tabellRubrik: 'Fullmakter du har gett',
  kolumnFullmakt: 'Fullmakt',
  kolumnGivare: 'Fullmaktsgivare',
  kolumnTredjeman: 'Tredje man',
  kolumnHavare: 'Fullmaktshavare',
  kolumnGiltighet: 'Giltighet',
  kolumnStatus: 'Status',
  visaFullmakt: (rubrik: string) => `Visa ${rubrik}`,
  visaUtkast: (rubrik: string) => `Fortsätt med ${rubrik}`,
  /** A draft already sent for signing is not continued but looked at. */
  visaSkickatUtkast: (rubrik: string) => `Visa ${rubrik}`,
  sidnavigering: 'Sidor',
  hamtningsfel: 'Fullmakterna kunde inte hämtas. Försök igen senare.',
  uppdatera: 'Hämta igen',
  /** Beside the status of a signed power whose last day is at most 30 days away. */
  garUtSnart: 'Går ut snart',
});

/** Renewing a power (issue 32 item 4): the grantor's page before the wizard opens. */
export const fornyaTexter = texter('privat.fornya', {
  rubrik: 'Förnya fullmakten',
  knapp: 'Förnya fullmakten',
  ingress:
    'Den nya fullmakten fylls i med samma tredje man, mall, fullmaktshavare och behörigheter som den här. Du kan ändra allt innan du skriver under.',
  /** An organisation's signatories are chosen again: the registry may have changed. */
  signatarerIgen: 'Du väljer vilka som ska skriva under på nytt.',
  nyGiltighet: 'Giltighet för den nya fullmakten',
  /** The period of the renewal and why it starts then. */
  giltighetForklaring: (harSlutat: boolean) =>
    harSlutat
      ? 'Lika lång som den här fullmakten, från i dag eftersom den här har slutat gälla.'
      : 'Lika lång som den här fullmakten, från dagen efter att den slutar gälla.',
  kanInteFornyas:
    'Fullmakten kan inte förnyas. Bara en underskriven fullmakt med ett sista giltighetsdatum kan förnyas.',
  fornyar: 'Förbereder den nya fullmakten …',
  /** A power renewed already: one renewal each (the server's 409 says the same). */
  redanFornyad: 'Fullmakten är redan förnyad.',
  visaNya: 'Visa den nya fullmakten',
  visaFullmakten: 'Visa fullmakten som förnyas',
  /** A link to the renewal of a power that does not exist or is not the caller's to renew. */
  hittadesInte:
    'Fullmakten finns inte, eller så är den inte din att förnya. Kontrollera länken eller gå till översikten.',
});

export const visaTexter = texter('privat.visa', {
  rubrik: 'Fullmakt',
  saknarId: 'Ingen fullmakt är vald.',
  laddar: 'Hämtar fullmakten …',
  giltighet: 'Giltighet',
  signatarer: 'Underskrifter',
  underskriven: (datum: string) => `Underskriven ${datum}`,
  ejUnderskriven: 'Inte underskriven',
  utdelningar: 'Delad vidare',
  ursprung: 'Ursprung',
  deladFran: 'Fullmakten är delad vidare från en annan fullmakt.',
  /** A share whose original is known (the share wizard's review): which power and whose. */
  deladFranGivare: (rubrik: string, givare: string) =>
    `Fullmakten delas vidare från fullmakten ${rubrik}, som ${givare} har gett.`,
  antalUtdelningar: (antal: number) =>
    antal === 0
      ? 'Inte delad vidare'
      : antal === 1
        ? '1 fullmakt delad vidare'
        : `${antal} fullmakter delade vidare`,
  aterkallaAntal: (antal: number) =>
    antal === 0
      ? 'Inga fullmakter har delats vidare från den här fullmakten.'
      : `${antal} ${antal === 1 ? 'fullmakt' : 'fullmakter'} som delats vidare återkallas också.`,
  /** A share started but not signed is not a power shared onward; say what becomes of it. */
  aterkallaPaborjade: (antal: number) =>
    antal === 1
      ? 'Fullmaktshavaren har påbörjat en delning som inte är underskriven. Den avbryts och kan inte längre skrivas under.'
      : `Fullmaktshavaren har påbörjat ${antal} delningar som inte är underskrivna. De avbryts och kan inte längre skrivas under.`,
  tillbakaTillOversikt: 'Tillbaka till fullmakter du har gett',
  fortsattUtkast: 'Fortsätt med utkastet',
  utkastRubrik: 'Påbörjad fullmakt',
});

const giltighetPeriodTexter = texter('privat.giltighetPeriod', {
  tillsVidare: (from: string) => `Från och med ${from}, tills vidare`,
  tillOchMed: (from: string, tom: string) => `${from} till och med ${tom}`,
});

export const giltighetPeriod = (from: string, tom: string | undefined): string =>
  tom === undefined
    ? giltighetPeriodTexter.tillsVidare(from)
    : giltighetPeriodTexter.tillOchMed(from, tom);

export const wizardTexter = texter('privat.wizard', {
  felsammanfattning: 'Det finns fel som behöver rättas',
  valjTredjeman: 'Vem ska fullmakten lämnas till?',
  ingaTredjeman: 'Det finns ingen tredje man som du kan skapa fullmakter för.',
  tredjemanSaknas: 'Välj en tredje man.',
  valjMall: 'Vilken fullmakt vill du skapa?',
  ingaMallar: (roll: 'Privat' | 'Organisation') =>
    `Tredje man erbjuder ingen fullmakt som ${roll === 'Privat' ? 'privatpersoner' : 'organisationer'} kan skapa.`,
  mallSaknas: 'Välj en fullmakt.',
  havareRubrik: 'Fullmaktshavare',
  havareEtikett: (nummer: number) => `Personnummer för fullmaktshavare ${nummer}`,
  /** A holder's number the register knows: never whose it is (the lookup answers no names). */
  havareKontrollerad: 'Personnumret är kontrollerat.',
  laggTillHavare: 'Lägg till fullmaktshavare',
  taBortHavare: (nummer: number) => `Ta bort fullmaktshavare ${nummer}`,
  giltighetRubrik: 'Giltighetstid',
  behorighetRubrik: 'Välj behörigheter',
  granskaRubrik: 'Granska fullmakten',
  skrivUnderSenare: 'Skriv under senare',
  sparadSomUtkast:
    'Fullmakten är sparad som ett påbörjat utkast. Du hittar den bland dina fullmakter.',
  skickasTillUnderskrift: 'Du skickas till underskriften …',
  laddar: 'Hämtar …',
  havareDubblett: 'Du har redan fyllt i den här fullmaktshavaren.',
  stegLista: 'Stegen för att skapa en fullmakt',
  delaStegLista: 'Stegen för att dela fullmakten vidare',
  aterupptaFel: 'Utkastet kan inte öppnas. Mallen eller tredje man går inte längre att använda.',
});

/** The breadcrumb of the remote's own prefix (its route handle). */
export const privatRuttTexter = texter('privat.rutt', {
  brodsmula: 'Privat',
});
