// Screen texts of the start page and the partners page (mfe-info) that are not editorial
// content; the editorial text lives in mfe-info/content/*.md.
import { texter } from '../i18n/texter';

export const startTexts = texter('info.start', {
  getStartedHeading: 'Kom igång',
  getStartedIntro:
    'Välj hur du vill använda tjänsten. Du loggar in med e-legitimation när du ska skapa eller se dina fullmakter.',
  login: 'Logga in med e-legitimation',
  /** In place of the sign-in link for someone already signed in. */
  tillFullmakter: 'Till dina fullmakter',
});

export const partnerTexts = texter('info.partner', {
  heading: 'Myndigheter och kommuner som är anslutna',
  loading: 'Hämtar listan över anslutna parter …',
  failed: 'Listan över anslutna parter kunde inte hämtas just nu. Försök igen om en stund.',
  tryAgain: 'Försök igen',
  empty: 'Det finns inga anslutna parter att visa just nu.',
  orgnummer: (orgnummer: string) => `Organisationsnummer ${orgnummer}`,
});

/** The /info index page: its breadcrumb label and title (route and prerender). */
export const infoIndexTexts = texter('info.index', {
  breadcrumb: 'Information',
  title: 'Information om tjänsten',
});

/** A news item's line before its date. */
export const nyhetTexts = texter('info.nyhet', {
  publicerad: 'Publicerad',
});

/**
 * Above an information page or a news item that has no translation yet, on a page in
 * another language (shown in the page's language; the text under it is Swedish).
 */
export const oversattningSaknasTexts = texter('info.oversattningSaknas', {
  notis: 'Den här texten finns bara på svenska än.',
});
