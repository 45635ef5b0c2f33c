// The page's language, read once when the shell starts: the server wrote it into
// `<html lang>` from the visitor's choice. A translated page loads its catalogs and Lingui
// before the first render; a Swedish page loads neither.
import { lasSprakFran } from './aktivt-sprak';
import type { Kataloger } from './appens-oversattning';
import { laggTillOversattning, type Oversattare } from './oversattningar';
import { pseudoLasesSom, pseudoSprak } from './pseudo-sprak';
import { standardSprak, tolkaSprak, type Oversatt, type Sprak } from './sprak';

/** The shared package's catalogs per language, each its own chunk. */
const delatsKataloger: Kataloger = {
  en: () => import('../texts/en').then((m) => m.engelskaKataloger),
};

/**
 * A language's catalogs, the shared package's and the host's own (`egna`), formatted by
 * Lingui: loaded together (the chunk `oversattning`).
 */
async function linguiFor(
  sprak: Oversatt,
  delade: Kataloger,
  egna?: Kataloger,
): Promise<Oversattare> {
  const [{ linguiOversattare }, lasta, egnaLasta] = await Promise.all([
    import('./lingui-oversattare'),
    delade[sprak](),
    egna?.[sprak]() ?? [],
  ]);
  return linguiOversattare(sprak, ...lasta, ...egnaLasta);
}

/** The pseudo-locale's translator (pseudo-sprak.ts), a chunk of its own: no catalogs, no Lingui. */
async function pseudoOversattning(): Promise<Oversattare> {
  return (await import('./pseudo-oversattare')).pseudoOversattare;
}

/**
 * Loads the page's language before the first render. `egna` are the host's own catalogs
 * (the shell's: texts only it reads, issue 33 item 3), loaded with the shared package's.
 */
export async function laddaSidansSprak(
  lang: string = document.documentElement.lang,
  { delade = delatsKataloger, egna }: { delade?: Kataloger; egna?: Kataloger } = {},
): Promise<Sprak> {
  // The pseudo-locale (only ever written outside production) reads its texts as English.
  const pseudo = lang === pseudoSprak;
  const sprak = pseudo ? pseudoLasesSom : (tolkaSprak(lang) ?? standardSprak);
  if (sprak !== 'sv') {
    try {
      laggTillOversattning(
        sprak,
        pseudo ? await pseudoOversattning() : await linguiFor(sprak, delade, egna),
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
