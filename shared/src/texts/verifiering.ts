// Verifying a power by its code: the verdict a clerk reads, and the PDF that carries the code.
import { svenskTid } from '../domain/svensk-tid';
import type { Verifieringsutfall } from '../domain/verifiering';
import { texter } from '../i18n/texter';

/**
 * One sentence per verdict. A revoked or returned power names the day it stopped when that
 * is known (`medDag`); `dag` is then that day, yyyy-mm-dd.
 */
const utfallText = texter('verifiering.utfall', {
  GILTIG: 'Fullmakten är giltig.',
  ATERKALLAD: (medDag: boolean, dag: string) =>
    `Fullmakten är inte giltig. Den återkallades${medDag ? ` den ${dag}` : ''}.`,
  ATERLAMNAD: (medDag: boolean, dag: string) =>
    `Fullmakten är inte giltig. Fullmaktshavaren lämnade tillbaka fullmakten${medDag ? ` den ${dag}` : ''}.`,
  UTGANGEN: 'Fullmakten är inte giltig. Giltighetstiden har gått ut.',
  INTE_GILTIG_ANNU: 'Fullmakten är inte giltig ännu. Den börjar gälla det datum som står nedan.',
  KAN_INTE_VERIFIERAS:
    'Fullmakten kan inte verifieras. Koden är felaktig, har gått ut eller hör inte till någon fullmakt vi kan visa. Be om en ny utskrift av fullmakten.',
});

/** One sentence per verdict; `upphorde` is the day a revoked or returned power stopped. */
export function verifieringText(utfall: Verifieringsutfall, upphorde?: string): string {
  const medDag = upphorde !== undefined;
  const dag = upphorde === undefined ? '' : svenskTid(upphorde);
  switch (utfall) {
    case 'ATERKALLAD':
    case 'ATERLAMNAD':
      return utfallText[utfall](medDag, dag);
    default:
      return utfallText[utfall];
  }
}

export const verifieringTexter = texter('verifiering.verifiering', {
  /** A party whose name is protected (skyddad identitet): the name is never shown. */
  namnSkyddat: 'Skyddad identitet',
});

/** The PDF of a power ("Ladda ned som PDF"): its headings and sentences. */
export const pdfTexter = texter('verifiering.pdf', {
  laddaNed: 'Ladda ned som PDF',
  hamtar: 'Gör PDF:en …',
  kundeInteHamtas: 'PDF:en kunde inte hämtas. Försök igen om en stund.',
  dokumenttitel: (rubrik: string) => `Fullmakt: ${rubrik}`,
  fullmaktsnummer: 'Fullmaktens nummer',
  roll: 'Fullmaktsgivaren ger fullmakten som',
  mall: 'Mall',
  giltighet: 'Giltighet',
  underskrifter: 'Underskrifter',
  underskriven: (namn: string, tidpunkt: string) => `${namn}, skrev under ${tidpunkt}`,
  ejUnderskriven: (namn: string) => `${namn}, har inte skrivit under`,
  foretradare: (organisation: string) => `för ${organisation}`,
  vidaredelning: 'Delas vidare',
  farDelasVidare: 'Fullmaktshavaren får dela fullmakten vidare.',
  farInteDelasVidare: 'Fullmaktshavaren får inte dela fullmakten vidare.',
  /** Followed by the origin's number on a line of its own (a number is not broken). */
  deladFran: (led: number) => `Fullmakten är delad vidare (led ${led}) från fullmakten med nummer:`,
  historik: 'Historik i korthet',
  fler: (antal: number) => `… och ${antal} tidigare händelser.`,
  kontrollera: 'Kontrollera fullmakten',
  kontrolleraText:
    'Skanna QR-koden med en mobil, eller öppna länken i koden, för att se om fullmakten gäller just nu. Svaret visar inte personnummer.',
  kodenGallerTill: (dag: string) => `Koden kan kontrolleras till och med ${dag}.`,
  utskriven: (tidpunkt: string) => `Utskriven ${tidpunkt} från Fullmakt.`,
  qrAlt: 'QR-kod som leder till kontrollen av fullmakten',
});
