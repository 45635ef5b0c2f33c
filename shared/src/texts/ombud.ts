// Texts of the holder's pages (mfe-ombud): powers received, one received power, return and
// share onward, for a private person and for an organisation as holder. A private person
// is spoken to as "du"; the organisation is named only in organisation mode.
import { texter } from '../i18n/texter';

export const ombudTexter = texter('ombud.ombud', {
  rubrikPrivat: 'Fullmakter du har fått',
  rubrikOrganisation: 'Fullmakter företaget har fått',
  ingressOrganisation: (namn: string) =>
    `Här ser du fullmakter som andra har gett till ${namn}. Du företräder organisationen.`,
  tabellRubrik: 'Mottagna fullmakter',
  visaRubrik: 'Mottagen fullmakt',
  tillbakaPrivat: 'Tillbaka till fullmakter du har fått',
  tillbakaOrganisation: 'Tillbaka till fullmakter företaget har fått',
  ingenAnvandare: 'Du behöver logga in för att se fullmakter du har fått.',
  /** Said after fullmaktTexter.kanInteDelasForeStart, by 'Dela vidare' on a power not started. */
  borjarGalla: (from: string) => `Den börjar gälla ${from}.`,
  delaStartas: 'Delningen förbereds …',
  /** At the depth limit the share cannot carry the right to share (transportfullmaktMaxLed). */
  delaRattStannar:
    'Rätten att dela vidare följer inte med, eftersom fullmakten inte får delas vidare fler led.',
  paborjadeDelningar: 'Påbörjade delningar',
  fortsattDela: (rubrik: string) => `Fortsätt dela ${rubrik}`,
  /** Under each share step's heading: which power is shared, and whose it is. */
  delarVidare: (rubrik: string, givare: string) =>
    `Du delar vidare fullmakten ${rubrik} från ${givare}.`,
  /** A share whose signing was aborted or failed is listed too, with its status (issue 36). */
  delningStatus: (status: string) => `Status: ${status}`,
  taBortDelning: (rubrik: string) => `Ta bort delningen av ${rubrik}`,
  taBortDelningRubrik: 'Vill du ta bort delningen?',
  taBortDelningText:
    'Delningen och de underskrifter som redan finns tas bort. Fullmakten du fick påverkas inte. Det går inte att ångra.',
  delningBorttagen: 'Delningen är borttagen.',
  delningKanInteOppnas: 'Delningen kan inte öppnas. Försök igen senare.',
  utdelningarRubrik: 'Fullmakter som delats vidare',
  utdelningHamtas: 'Hämtar fullmakten som delats vidare …',
  utdelningSaknas: 'Uppgifterna om fullmakten som delats vidare kunde inte hämtas.',
  utdelningTill: (havare: string, period: string) => `Till ${havare}, ${period}`,
  /** Why an organisation holder's member sees no 'Återlämna' or 'Dela vidare'. */
  baraFirmatecknare:
    'Bara den som är firmatecknare för organisationen kan återlämna fullmakten eller dela den vidare.',
  /** A return refused because the user may not sign for the holder organisation. */
  aterlamnaInteFirmatecknare:
    'Du kan inte återlämna fullmakten, eftersom du inte är firmatecknare för organisationen.',
});
