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
