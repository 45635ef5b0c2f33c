import type { Kataloger } from '@fullmakt/shared/first-view';

/**
 * The translations of the texts only the shell reads (its pages, footer, sign-in page;
 * issue 33 item 3), in the shell's own release: loaded with the shared package's before the
 * first render of a page in another language (start-up.ts), in the same chunk.
 */
export const skaletsKataloger: Kataloger = {
  en: () => import('./en.json').then((catalog) => [catalog.default]),
};
