// Requests for a power (issue 32 items 1-2). The answer to a sent request is one text for
// every grantor, so the requester never learns whether a person exists or is protected.
import { medTexter, texter } from '../i18n/texter';

export const begaranTexter = texter('begaran.begaran', {
  skickad: 'Förfrågan är skickad',
  sigSjalv: 'Du kan inte begära en fullmakt av dig själv.',
  forMangaOppna:
    'Du har redan tre obesvarade förfrågningar till samma fullmaktsgivare. Vänta på svar innan du skickar fler.',
  forMangaPerTimme:
    'Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen.',
  behorighetSaknas: 'Välj behörigheter som finns i mallen.',
  meddelandeForLangt: 'Meddelandet får vara högst 500 tecken.',
  inteOppen: 'Förfrågan är redan besvarad eller har gått ut.',
});

/** A request's status as its grantor and its requester see it. */
const begaranStatusTexter = texter('begaran.begaranVy.status', {
  SKICKAD: 'Skickad',
  BESVARAD: 'Besvarad med en fullmakt',
  AVBOJD: 'Avböjd',
  UTGANGEN: 'Utgången',
});

const begaranVy = texter('begaran.begaranVy', {
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
  paborjad: 'En fullmakt från den här förfrågan är redan påbörjad.',
  fortsatt: 'Fortsätt med den påbörjade fullmakten',
  avboj: 'Avböj',
  anledning: 'Anledning (frivillig)',
  anledningHjalp: 'Den som frågade ser anledningen. Högst 500 tecken.',
  blockera: 'Ta inte emot fler förfrågningar från den här avsändaren',
  avbojd: 'Du har avböjt förfrågan.',
  avbojdOchBlockerad:
    'Du tar inte emot fler förfrågningar från avsändaren. Du kan ändra det under Blockerade avsändare på översikten.',
  sidnavigering: 'Sidor med förfrågningar',
  blockeradeRubrik: 'Blockerade avsändare',
  blockeradeIngress:
    'Du tar inte emot förfrågningar från de här avsändarna. De får inte veta att du har blockerat dem.',
  blockeradeLaddar: 'Hämtar blockerade avsändare …',
  blockeradeFel: 'De blockerade avsändarna kunde inte hämtas. Försök igen senare.',
  blockeradSedan: (namn: string, dag: string) => `${namn}, blockerad sedan ${dag}`,
  taBortBlockering: (namn: string) => `Ta emot förfrågningar från ${namn} igen`,
  blockeringBorttagen: (namn: string) =>
    `${namn} kan skicka förfrågningar till dig igen. Förfrågningar från tiden då avsändaren var blockerad visas inte.`,
  ingaBlockerade: 'Du har inga blockerade avsändare.',
  // Detours: a link to a request that is not the caller's, is gone or was answered.
  hittadesInte:
    'Förfrågan finns inte, eller så är den inte ställd till dig. Kontrollera länken eller gå till översikten.',
  anledningVisas: (anledning: string) => `Anledning: ${anledning}`,
  visaFullmakten: 'Visa fullmakten',
});

/** The grantor's section on the overview and a request's page, with the statuses by code. */
export const begaranVyTexter = medTexter(begaranVy, { status: begaranStatusTexter });

/** The holder's form "Begär en fullmakt" and its list of sent requests (mfe-ombud). */
export const begarTexter = texter('begaran.begar', {
  knapp: 'Begär en fullmakt',
  rubrik: 'Begär en fullmakt',
  ingress:
    'Be någon om en fullmakt. Fullmaktsgivaren får ett meddelande och väljer själv om fullmakten ska skapas.',
  givare: 'Fullmaktsgivarens personnummer eller organisationsnummer',
  givareHjalp: 'ÅÅÅÅMMDD-NNNN eller NNNNNN-NNNN',
  givareSaknas: 'Fyll i fullmaktsgivarens personnummer eller organisationsnummer.',
  tredjeman: 'Vem ska fullmakten gälla hos?',
  tredjemanSaknas: 'Välj vem fullmakten ska gälla hos.',
  mall: 'Vilken fullmakt?',
  mallSaknas: 'Välj vilken fullmakt du vill ha.',
  valj: 'Välj',
  behorigheter: 'Behörigheter du behöver',
  behorigheterSaknas: 'Välj minst en behörighet.',
  giltigFrom: 'Från och med',
  giltigTom: 'Till och med (frivilligt)',
  meddelande: 'Meddelande till fullmaktsgivaren',
  meddelandeHjalp: 'Skriv varför du behöver fullmakten. Högst 500 tecken.',
  skicka: 'Skicka förfrågan',
  skickar: 'Skickar …',
  skickadeRubrik: 'Dina förfrågningar',
  sidnavigering: 'Sidor med dina förfrågningar',
  ingaSkickade: 'Du har inte skickat några förfrågningar.',
  skickadRad: (rubrik: string, tredjeman: string, givare: string) =>
    `${rubrik} hos ${tredjeman}, till ${givare}`,
});
