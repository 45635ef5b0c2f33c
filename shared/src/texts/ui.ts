// Texts of the screens shared by several remotes: buttons, dialogs, lists, wizard fields
// and the e-ID choices. The spec summarises these; they are written in plain Swedish.
import { texter } from '../i18n/texter';

export const handlingTexter = texter('ui.handling', {
  nasta: 'Nästa',
  tillbaka: 'Tillbaka',
  avbryt: 'Avbryt',
  stang: 'Stäng',
  sparaUtkast: 'Spara utkast',
  skrivUnder: 'Skriv under',
  skrivUnderOchSkicka: 'Skriv under och skicka',
  aterkalla: 'Återkalla fullmakt',
  aterlamna: 'Återlämna fullmakt',
  taBortUtkast: 'Ta bort utkast',
  delaVidare: 'Dela vidare',
  visa: 'Visa',
  sok: 'Sök',
  forsokIgen: 'Försök igen',
  skapaFullmakt: 'Skapa fullmakt',
  loggaIn: 'Logga in',
  loggaUt: 'Logga ut',
  valjForetag: 'Välj företag',
});

export const dialogTexter = texter('ui.dialog', {
  aterkallaRubrik: 'Vill du återkalla fullmakten?',
  aterkallaText:
    'Fullmakten slutar gälla direkt. Fullmakter som har delats vidare från den här fullmakten återkallas också.',
  aterlamnaRubrik: 'Vill du återlämna fullmakten?',
  aterlamnaText: 'Du kan inte längre använda fullmakten när du har återlämnat den.',
  taBortUtkastRubrik: 'Vill du ta bort utkastet?',
  taBortUtkastText:
    'Utkastet och de underskrifter som redan finns tas bort. Det går inte att ångra.',
  bekrafta: 'Ja, fortsätt',
  /** The irreversible acts name themselves on their confirm button (issue 36). */
  bekraftaAterkalla: 'Ja, återkalla',
  bekraftaAterlamna: 'Ja, återlämna',
});

export const listTexter = texter('ui.list', {
  givnaRubrik: 'Fullmakter du har gett',
  mottagnaRubrik: 'Fullmakter du har fått',
  utkastRubrik: 'Påbörjade fullmakter',
  inga: 'Det finns inga fullmakter att visa.',
  ingaUtkast: 'Det finns inga påbörjade fullmakter.',
  laddarUtkast: 'Hämtar påbörjade fullmakter …',
  sokEtikett: 'Sök bland fullmakter',
  laddar: 'Hämtar fullmakter …',
  antal: (antal: number) => (antal === 1 ? '1 fullmakt' : `${antal} fullmakter`),
  sida: (sida: number, antalSidor: number) => `Sida ${sida} av ${antalSidor}`,
  foregaende: 'Föregående sida',
  nastaSida: 'Nästa sida',
});

export const faltTexter = texter('ui.falt', {
  fullmaktsgivare: 'Fullmaktsgivare',
  fullmaktshavare: 'Fullmaktshavare',
  tredjeman: 'Tredje man',
  mall: 'Fullmakt',
  personnummer: 'Personnummer',
  personnummerHjalp:
    'Skriv personnumret med 12 siffror: ååååmmdd-nnnn. För en organisation skriver du organisationsnumret: nnnnnn-nnnn.',
  namn: 'Namn',
  organisationsnummer: 'Organisationsnummer',
  giltigFrom: 'Gäller från och med',
  giltigTom: 'Gäller till och med',
  datumHjalp: 'Skriv datumet som åååå-mm-dd.',
  behorigheter: 'Behörigheter',
  signatarer: 'Vem ska skriva under?',
  kvittonummer: 'Kvittonummer',
  skapad: 'Skapad',
  status: 'Status',
});

/** The e-ID choices at sign-in (SPEC §1). */
export const inloggningsmetodTexter = texter('ui.inloggningsmetod', {
  mobiltBankId: 'Mobilt BankID',
  bankId: 'BankID',
  telia: 'Telia',
  frejaPlus: 'Freja+',
  foreignEid: 'Foreign eID',
  bankIdMock: 'BankID Mock',
});

export const sidfotTexter = texter('ui.sidfot', {
  finansiering: 'Finansieras av Europeiska unionen',
  omWebbsidan: 'Om webbsidan',
  omWebbplatsen: 'Om webbplatsen',
  omTjansten: 'Om tjänsten',
});
