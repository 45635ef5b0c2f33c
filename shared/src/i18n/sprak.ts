// The languages of the service. Swedish is the default and the fallback for anything a
// translation lacks (SPEC: "Default and fallback locale: sv"). Pure: the server imports it.
import { z } from 'zod/mini';

export const sprakLista = ['sv', 'en'] as const;
export type Sprak = (typeof sprakLista)[number];
/** A language the service is translated into: every one but Swedish, the source. */
export type Oversatt = Exclude<Sprak, 'sv'>;

export const standardSprak: Sprak = 'sv';

/**
 * Each language's tag with its region, for what formats or announces it (Intl's dates, a
 * PDF's /Lang): Sweden's Swedish, and British English, whose dates read "2 November 2026".
 */
export const sprakTagg: Readonly<Record<Sprak, string>> = { sv: 'sv-SE', en: 'en-GB' };

export const sprakSchema = z.enum(sprakLista);

/** A language from a cookie, a query or a stored preference; anything else is none. */
export function tolkaSprak(varde: unknown): Sprak | undefined {
  const tolkat = sprakSchema.safeParse(varde);
  return tolkat.success ? tolkat.data : undefined;
}
