// The pseudo-locale (issue 33 item 5): every text shown as its Swedish in accented letters,
// about 40 % longer and in brackets, so a page in it shows at a glance a text that is cut,
// overflows or was never made translatable. A tool for development and the e2e suite: the
// server writes it into `<html lang>` only outside production (server/src/web/page-language.ts).
// This file is the tag alone, small enough for the first view; the translator is a chunk
// of its own (pseudo-oversattare.ts), loaded only by a page in the pseudo-locale.
import type { Oversatt } from './sprak';

/**
 * Its tag: BCP 47's private-use region XA, the name Chrome and Android give theirs. Not a
 * `Sprak`: no route, cookie schema or stored preference takes it; only `<html lang>` says it.
 */
export const pseudoSprak = 'en-XA';

/**
 * The language a pseudo page reads its texts in: English, so every text goes through the
 * translator and dates, numbers and the API's answers are the English ones.
 */
export const pseudoLasesSom: Oversatt = 'en';
