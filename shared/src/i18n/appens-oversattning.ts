// An app's own catalogs (issue 33 item 3): the texts only one app reads have their
// translations in that app's release (`<app>/src/oversattning/en.json`), not in the shared
// package's. The shell loads its own with the shared package's (sidans-sprak.ts); a
// remote's are loaded through its `./oversattning` before its routes, on a page in another
// language only.
import { aktivtSprak } from './aktivt-sprak';
import { laggTillOversattning } from './oversattningar';
import type { Oversatt } from './sprak';

/** An app's catalogs per language, each loaded only by a page in that language. */
export type Kataloger = Readonly<Record<Oversatt, () => Promise<readonly unknown[]>>>;

/**
 * Adds an app's catalogs in the page's language to the translation (a Swedish page loads
 * nothing). A translation already loaded keeps answering first, so the pseudo-locale still
 * shows every text as its own.
 */
export async function laddaAppensOversattning(kataloger: Kataloger): Promise<void> {
  const sprak = aktivtSprak();
  if (sprak === 'sv') {
    return;
  }
  const [{ linguiOversattare }, lasta] = await Promise.all([
    import('./lingui-oversattare'),
    kataloger[sprak](),
  ]);
  laggTillOversattning(sprak, linguiOversattare(sprak, ...lasta));
}
