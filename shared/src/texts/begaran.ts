// Requests for a power (issue 32 items 1-2). The answer to a sent request is one text for
// every grantor, so the requester never learns whether a person exists or is protected.

export const begaranTexter = {
  skickad: 'Förfrågan är skickad',
  sigSjalv: 'Du kan inte begära en fullmakt av dig själv.',
  forMangaOppna:
    'Du har redan tre obesvarade förfrågningar till samma fullmaktsgivare. Vänta på svar innan du skickar fler.',
  forMangaPerTimme:
    'Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen.',
  behorighetSaknas: 'Välj behörigheter som finns i mallen.',
  meddelandeForLangt: 'Meddelandet får vara högst 500 tecken.',
  inteOppen: 'Förfrågan är redan besvarad eller har gått ut.',
} as const;

/** The grantor's section on the overview and a request's page. */
export const begaranVyTexter = {
  listRubrik: 'Förfrågningar om fullmakt',
  inga: 'Inga förfrågningar väntar på svar.',
  laddar: 'Hämtar förfrågningar …',
  hamtningsfel: 'Förfrågningarna kunde inte hämtas. Försök igen senare.',
  oppna: (begarare: string, rubrik: string) => `${begarare} ber om fullmakten ${rubrik}`,
  rubrik: 'Förfrågan om fullmakt',
  saknarId: 'Sidan saknar uppgift om vilken förfrågan som ska visas.',
  vemFragar: 'Vem som frågar',
  vad: 'Vad fullmakten gäller',
  behorigheter: 'Behörigheter som efterfrågas',
  giltighet: 'Önskad giltighet',
  meddelande: 'Meddelande',
  ingetMeddelande: 'Inget meddelande.',
  upphor: (dag: string) => `Förfrågan gäller till och med ${dag}.`,
  skapa: 'Skapa fullmakten',
  skapaForklaring:
    'Fullmakten fylls i med det som efterfrågas. Du kan ändra allt innan du skriver under.',
  skapar: 'Förbereder fullmakten …',
  avboj: 'Avböj',
  anledning: 'Anledning (frivillig)',
  anledningHjalp: 'Den som frågade ser anledningen. Högst 500 tecken.',
  blockera: 'Ta inte emot fler förfrågningar från den här avsändaren',
  avbojd: 'Du har avböjt förfrågan.',
  status: {
    SKICKAD: 'Skickad',
    BESVARAD: 'Besvarad med en fullmakt',
    AVBOJD: 'Avböjd',
    UTGANGEN: 'Utgången',
  },
  anledningVisas: (anledning: string) => `Anledning: ${anledning}`,
  visaFullmakten: 'Visa fullmakten',
} as const;
