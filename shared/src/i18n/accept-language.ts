// The language an `Accept-Language` header asks for, among the service's. For callers
// that sent no choice of their own (no cookie, no preference): an API client, a mail link
// opened in a new browser.
import { standardSprak, sprakLista, type Sprak } from './sprak';

interface Onskemal {
  tagg: string;
  vikt: number;
  ordning: number;
}

/** "en-GB;q=0.8, sv" → the best of sv and en by weight, then by order; Swedish when none. */
export function sprakFranAcceptLanguage(header: string | undefined): Sprak {
  if (header === undefined) {
    return standardSprak;
  }
  const onskemal = header
    .split(',')
    .map((del, ordning): Onskemal | undefined => {
      const [tagg = '', ...parametrar] = del.trim().split(';');
      const q = parametrar.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const vikt = q === undefined ? 1 : Number(q.slice(2));
      if (tagg === '' || !Number.isFinite(vikt) || vikt <= 0 || vikt > 1) {
        return undefined;
      }
      return { tagg: tagg.toLowerCase(), vikt, ordning };
    })
    .filter((o): o is Onskemal => o !== undefined)
    .sort((a, b) => b.vikt - a.vikt || a.ordning - b.ordning);
  for (const { tagg } of onskemal) {
    // "sv-SE" and "sv" are Swedish; "*" takes the default.
    const sprak = sprakLista.find((s) => tagg === s || tagg.startsWith(`${s}-`));
    if (sprak !== undefined) {
      return sprak;
    }
    if (tagg === '*') {
      return standardSprak;
    }
  }
  return standardSprak;
}
