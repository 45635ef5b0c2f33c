// How a moment is written out in words: the day and time together (domain/svensk-tid.ts
// gives the parts, in the page's language, and this puts them in order).
import { text } from '../i18n/texter';

/** "16 januari 2026 kl. 00.30": the day in words, the hour and the minute. */
export const tidpunktIOrd = text(
  'tid.tidpunkt',
  (dagen: string, timme: string, minut: string) => `${dagen} kl. ${timme}.${minut}`,
);
