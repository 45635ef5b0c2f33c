// The public verify page (issue 31 item 4, mfe-verifiera): what a clerk at a counter reads
// around the verdict. The verdict's own sentence is verifieringText (verifiering.ts), the one
// the server signs.
import type { Verifieringsutfall } from '../domain/verifiering';
import { medTexter, texter } from '../i18n/texter';

const sida = texter('verifieraSida.verifieraSida', {
  titel: 'Kontrollera en fullmakt',
  ingress:
    'Skanna QR-koden på fullmakten eller skriv in koden som står under den. Du får veta om fullmakten gäller och vad den omfattar.',
  kodEtikett: 'Kod',
  kodHjalp: 'Koden står under QR-koden på fullmakten. Du kan också klistra in hela länken.',
  kontrollera: 'Kontrollera',
  kontrollerar: 'Kontrollerar koden …',
  kodSaknas: 'Skriv in koden från fullmakten',
  kodForLang: (max: number) =>
    `Koden kan vara högst ${max} tecken. Kontrollera att du har kopierat rätt kod.`,
  /** Typed or linked text that is not the shape of a code (three parts with dots between). */
  kodFelaktig:
    'Koden ser inte ut som en kod från en fullmakt. Den består av tre delar med punkt emellan. Kontrollera att du har fått med hela koden.',
  forMangaKontroller:
    'Du har gjort många kontroller på kort tid. Vänta en minut och försök sedan igen.',
  gickInteAttKontrollera: 'Det gick inte att kontrollera koden just nu. Försök igen om en stund.',
  felRubrik: 'Koden kunde inte kontrolleras',
  faktaRubrik: 'Fullmakten',
  tredjeman: 'Gäller hos',
  fullmakt: 'Fullmakt',
  behorigheter: 'Behörigheter',
  giltighet: 'Giltighetstid',
  /** A power without a last day (giltighetstid reads this or the next). */
  giltighetstidTillsVidare: (fran: string) => `Från ${fran}, tills vidare`,
  giltighetstidPeriod: (fran: string, till: string) => `${fran} till ${till}`,
  fullmaktsgivare: 'Fullmaktsgivare',
  fullmaktshavare: 'Fullmaktshavare',
  /** A party as the clerk matches it against an ID card: name and the last four digits. */
  part: (namn: string, sistaFyra: string) => `${namn}, nummer som slutar på ${sistaFyra}`,
  kontrollerad: (tidpunkt: string) => `Kontrollerad ${tidpunkt}.`,
});

const utfallRubrik = texter('verifieraSida.utfallRubrik', {
  GILTIG: 'Giltig',
  ATERKALLAD: 'Återkallad',
  ATERLAMNAD: 'Återlämnad',
  UTGANGEN: 'Utgången',
  INTE_GILTIG_ANNU: 'Inte giltig ännu',
  KAN_INTE_VERIFIERAS: 'Kan inte verifieras',
}) satisfies Record<Verifieringsutfall, string>;

const tillagg = {
  utfallRubrik,
  giltighetstid: (fran: string, till?: string): string =>
    till === undefined ? sida.giltighetstidTillsVidare(fran) : sida.giltighetstidPeriod(fran, till),
};

/**
 * The page's texts in one object, as the page reads them: the texts keep their getters (each
 * read is in the reader's language), the headings per verdict and the validity beside them.
 */
export const verifieraSidaTexter: typeof sida & typeof tillagg = medTexter(sida, tillagg);
