import { texter } from '../i18n/texter';

/** Texts of the shell's frame and of the remote composition (header, footer, outlets). */
export const compositionTexts = texter('composition.composition', {
  skipLink: 'Till huvudinnehållet',
  remoteLoading: 'Laddar sidan …',
  remoteUnavailableHeading: 'Den här delen av tjänsten är inte tillgänglig just nu',
  remoteUnavailableBody:
    'Vi kunde inte hämta den här sidan. Resten av webbplatsen fungerar som vanligt. Försök igen om en stund.',
  remoteCrashedHeading: 'Något gick fel på den här sidan',
  remoteCrashedBody:
    'Ett fel uppstod när sidan skulle visas. Inga uppgifter har sparats eller ändrats. Försök igen, eller gå till startsidan.',
  tryAgain: 'Försök igen',
  toStart: 'Till startsidan',
  breadcrumbsLabel: 'Du är här',
  breadcrumbStart: 'Start',
  notFoundHeading: 'Sidan finns inte',
  notFoundBody:
    'Sidan du försökte nå finns inte. Kontrollera adressen, eller gå vidare från startsidan.',
  errorHeading: 'Något gick fel',
  errorBody: 'Försök igen om en stund.',
  /** On /fel after a server error: back to the page whose data failed to load. */
  errorBackToPage: 'Försök igen att visa sidan',
  navigationLoading: 'Sidan laddas',
  environmentLabel: (env: string) => `Miljö: ${env}`,
  buildLabel: (label: string) => `Version ${label}`,
});

/** The role switch and the role choice on the start page. */
export const roleTexts = texter('composition.role', {
  switchLabel: 'Jag använder tjänsten som',
  choosePrivat: 'Jag är privatperson',
  chooseOrganisation: 'Jag företräder ett företag eller en organisation',
  receivedAsPrivat: 'Här ser du fullmakter som andra har gett till dig som privatperson.',
  receivedAsOrganisation:
    'Här ser du fullmakter som har getts till den organisation du företräder.',
});
