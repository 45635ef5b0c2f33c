// The page's language, read once when the shell starts: the server wrote it into
// `<html lang>` from the visitor's choice. A translated page loads its catalogs and Lingui
// before the first render; a Swedish page loads neither.
import { lasSprakFran } from './aktivt-sprak';
import { laggTillOversattning, type Oversattare } from './oversattningar';
import { pseudoLasesSom, pseudoSprak } from './pseudo-sprak';
import { standardSprak, tolkaSprak, type Oversatt, type Sprak } from './sprak';

/** The shared package's catalogs per language, each its own chunk. */
const delatsKataloger: Record<Oversatt, () => Promise<readonly unknown[]>> = {
  en: () => import('../texts/en').then((m) => m.engelskaKataloger),
};

/** A language's catalogs, formatted by Lingui: both their own chunk (`oversattning`). */
async function linguiFor(
  sprak: Oversatt,
  kataloger: Record<Oversatt, () => Promise<readonly unknown[]>>,
): Promise<Oversattare> {
  const [{ linguiOversattare }, lasta] = await Promise.all([
    import('./lingui-oversattare'),
    kataloger[sprak](),
  ]);
  return linguiOversattare(sprak, ...lasta);
}

/** The pseudo-locale's translator (pseudo-sprak.ts), a chunk of its own: no catalogs, no Lingui. */
async function pseudoOversattning(): Promise<Oversattare> {
  return (await import('./pseudo-oversattare')).pseudoOversattare;
}

export async function laddaSidansSprak(
  lang: string = document.documentElement.lang,
  kataloger: Record<Oversatt, () => Promise<readonly unknown[]>> = delatsKataloger,
): Promise<Sprak> {
  // The pseudo-locale (only ever written outside production) reads its texts as English.
  const pseudo = lang === pseudoSprak;
  const sprak = pseudo ? pseudoLasesSom : (tolkaSprak(lang) ?? standardSprak);
  if (sprak !== 'sv') {
    try {
      laggTillOversattning(
        sprak,
        pseudo ? await pseudoOversattning() : await linguiFor(sprak, kataloger),
      );
    } catch (error: unknown) {
      // A translation that does not load must not keep the service from starting: the
      // page is shown in Swedish, the fallback, and says so to assistive technology.
      console.warn('Översättningen kunde inte laddas', error);
      document.documentElement.lang = standardSprak;
      lasSprakFran(() => standardSprak);
      return standardSprak;
    }
  }
  // Set once the translation is in: no text is read in a language it cannot yet give.
  lasSprakFran(() => sprak);
  return sprak;
}
