import type { Kataloger } from '@fullmakt/shared/first-view';

/**
 * Exposed as `./oversattning`: the translations of the texts only this remote reads (issue
 * 33 item 3), in its own release. The shell loads them before `./routes` on a page in
 * another language, so a text read when the routes load is already in it; a Swedish page
 * loads none of it. The Swedish of these texts is in @fullmakt/shared/src/texts, where the
 * completeness test finds each message's text (tooling/i18n).
 */
export const kataloger: Kataloger = {
  en: () => import('./en.json').then((catalog) => [catalog.default]),
};
