// The component page (outside production only): every component of the design system in
// each of its states, for developers and content editors.
import { medTexter, texter } from '../i18n/texter';

const k = texter('komponenter.komponentsida', {
  titel: 'Komponenter',
  rubrik: 'Komponenter i Fullmakts designsystem',
  ingress: 'Varje komponent i sina lägen: tom, ifylld, med fel, avstängd och laddar.',
  knappar: 'Knappar',
  primar: 'Fortsätt',
  sekundar: 'Tillbaka',
  lanklik: 'Avbryt och gå tillbaka',
  avstangd: 'Inte tillgänglig',
  laddarKnapp: 'Sparar …',
  knapplank: 'Till fullmakterna',
  paVarumarke: 'Knapp på varumärkets färg',
  textfalt: 'Textfält',
  tomtFalt: 'Namn',
  ifylltFalt: 'Ort',
  personnummer: 'Personnummer',
  datum: 'Datum',
  falFalt: 'E-postadress',
  falMeddelande: 'Skriv en e-postadress, till exempel namn@exempel.se.',
  avstangtFalt: 'Organisationsnummer (kan inte ändras)',
  val: 'Val',
  valjLista: 'Rullgardinslistor',
  valjEtikett: 'Tredje man',
  valjTom: 'Välj tredje man',
  valjFel: 'Välj tredje man.',
  valjLastEtikett: 'Tredje man (kan inte ändras)',
  radioLegend: 'Hur vill du få besked?',
  radioFel: 'Välj hur du vill få besked.',
  radioPost: 'Med post',
  radioDigitalt: 'Till min digitala brevlåda',
  kryssLegend: 'Behörigheter',
  kryssSe: 'Se uppgifter',
  kryssAndra: 'Ändra uppgifter',
  kryssBeskrivning: 'Får ändra det som är registrerat.',
  kryssLast: 'Ta del av beslut (alltid med)',
  kryssFel: 'Välj minst en behörighet.',
  sok: 'Sök',
  sokEtikett: 'Sök bland fullmakter',
  meddelanden: 'Meddelanden',
  info: 'Tjänsten stängs för underhåll i kväll klockan 22.',
  lyckad: 'Fullmakten är skickad till tredje man.',
  varning: 'Fullmakten slutar gälla om tre dagar.',
  fel: 'Det gick inte att spara. Försök igen om en stund.',
  felRubrik: 'Något gick fel',
  felDetalj: 'Teknisk information: 503',
  taggar: 'Statusord',
  taggUtkast: 'Utkast',
  taggGiltig: 'Giltig',
  taggVantarPaDig: 'Väntar på dig',
  taggAterkallad: 'Återkallad',
  tabell: 'Tabell',
  tabellRubrik: 'Fullmakter',
  kolumnFullmakt: 'Fullmakt',
  kolumnTredjeman: 'Tredje man',
  kolumnGiltighet: 'Giltighet',
  radFordon: 'Ärenden om fordon',
  radPension: 'Pensionsärenden',
  period: (fran: string, till: string) => `${fran} till och med ${till}`,
  sidor: 'Sidnavigering',
  steg: 'Stegvisare',
  brodsmulor: 'Brödsmulor',
  brodsmulaStart: 'Start',
  brodsmulaPrivat: 'Privat',
  brodsmulaHar: 'Skapa fullmakt',
  laddar: 'Laddar fullmakter …',
  dialog: 'Dialog',
  oppnaDialog: 'Öppna dialogen',
  dialogRubrik: 'Vill du ta bort utkastet?',
  dialogText: 'Det går inte att ångra.',
  felsammanfattning: 'Felsammanfattning',
});

/** A radio choice: its id, its label in the reader's language. */
function radio(id: string, etikett: 'radioPost' | 'radioDigitalt') {
  return {
    id,
    get etikett() {
      return k[etikett];
    },
  };
}

/**
 * The examples' values (a place, numbers, dates and third parties' names: data, not
 * translated) and the lists of texts, read in the reader's language at each read.
 */
const exempel = {
  ifylltVarde: 'Sundsvall',
  personnummerVarde: '19900730-2426',
  datumVarde: '2030-01-15',
  avstangtVarde: '556677-8899',
  valjAlternativ: [
    { varde: 'fordon', etikett: 'Fordonsverket' },
    { varde: 'pension', etikett: 'Pensionsverket' },
  ] as const,
  radioAlternativ: [radio('post', 'radioPost'), radio('digitalt', 'radioDigitalt')] as const,
  get kryss(): readonly [string, string] {
    return [k.kryssSe, k.kryssAndra];
  },
  get tagg(): readonly [string, string, string, string] {
    return [k.taggUtkast, k.taggGiltig, k.taggVantarPaDig, k.taggAterkallad];
  },
  get kolumner(): readonly [string, string, string] {
    return [k.kolumnFullmakt, k.kolumnTredjeman, k.kolumnGiltighet];
  },
  get rader(): readonly (readonly [string, string, string])[] {
    return [
      [k.radFordon, 'Fordonsverket', k.period('2030-01-15', '2031-01-15')],
      [k.radPension, 'Pensionsverket', k.period('2030-02-01', '2030-12-31')],
    ];
  },
};

/** The page's texts and examples in one object, as the page reads them. */
export const komponentsidaTexter: typeof k & typeof exempel = medTexter(k, exempel);
