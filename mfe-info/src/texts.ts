// The few screen texts of this remote that are not editorial content (that lives in
// content/*.md). They belong in shared/src/texts by the house rules; they sit here until
// the shared package's owner takes them over, so this remote needs no change to shared.

export const startTexts = {
  getStartedHeading: 'Kom igång',
  getStartedIntro:
    'Välj hur du vill använda tjänsten. Du loggar in med e-legitimation när du ska skapa eller se dina fullmakter.',
  login: 'Logga in med e-legitimation',
} as const;

export const partnerTexts = {
  heading: 'Myndigheter och kommuner som är anslutna',
  loading: 'Hämtar listan över anslutna parter …',
  failed: 'Listan över anslutna parter kunde inte hämtas just nu. Försök igen om en stund.',
  tryAgain: 'Försök igen',
  empty: 'Det finns inga anslutna parter att visa just nu.',
  orgnummer: (orgnummer: string) => `Organisationsnummer ${orgnummer}`,
} as const;
