// Business constants and limits of SPEC §9, in one place so that the browser and the
// server use the same numbers.

/** A draft that is not submitted is removed this many days after the last signature. */
export const UTKAST_BORTTAGNING_DAGAR = 30;

/** Users and proxies must be at least this old. */
export const MINIMIALDER = 18;

/**
 * At most this many holders on one power. SPEC names no maximum; a power to more people is
 * made as two. Also what bounds how many people one request can look up in the register.
 */
export const MAX_FULLMAKTSHAVARE = 10;

/** Input format of a personnummer, as shown to the user. */
export const PERSONNUMMER_FORMAT = 'ååååmmdd-nnnn';

/** Default environment when the config does not say. */
export const DEFAULT_ENV = 'prod';

/** Default onward-sharing depth (transportfullmaktMaxLed). */
export const DEFAULT_TRANSPORTFULLMAKT_MAX_LED = 1;

/** Page size the list API is asked for. */
export const LIST_PAGE_SIZE = 20;

/** Rows shown per page in the UI. */
export const UI_PAGE_SIZE = 5;

/** Lists of powers and of drafts are fresh for 90 s. */
export const LIST_CACHE_MS = 90_000;

/** Signing options are fresh for 60 s. */
export const SIGNERINGSALTERNATIV_CACHE_MS = 60_000;

/** Templates are fetched in one page of this size. */
export const MALL_FETCH_SIZE = 1000;

/** Third parties are fetched as page 0 of this size, then sorted by name. */
export const TREDJEMAN_FETCH_PAGE = 0;
export const TREDJEMAN_FETCH_SIZE = 100;

/** The maintenance file is re-read this often while a message exists or login is off. */
export const DRIFTINFO_INTERVAL_MS = 300_000;

/** The two registry sources that take precedence when merging engagements. */
export const REGISTER_KALLOR = ['2021005448', '2021005489'] as const;

/** Breakpoints (px): xs under 576, sm under 768, md under 992, lg under 1200, xl above. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A session counts as expired this long before its exp. */
export const SESSION_EXPIRY_MARGIN_MS = 30_000;

/** Default refresh-token life in seconds. */
export const REFRESH_TOKEN_DEFAULT_LIFE_S = 1800;

/** The obstacle code that does not count against being firmatecknare. */
export const GENERISKT_HINDER_KOD = 'obehorig';

/** The permission code that grants the right to share a power onward (dela vidare). */
export const DELA_VIDARE_BEHORIGHET_KOD = 'dela.vidare';

/** Sort third parties by name: Swedish collation, case-insensitive. */
export function compareSwedishNames(a: string, b: string): number {
  return a.localeCompare(b, 'sv', { sensitivity: 'base' });
}

/** The breakpoint a viewport width falls in. */
export function breakpointFor(width: number): Breakpoint {
  if (width < BREAKPOINTS.sm) {
    return 'xs';
  }
  if (width < BREAKPOINTS.md) {
    return 'sm';
  }
  if (width < BREAKPOINTS.lg) {
    return 'md';
  }
  if (width < BREAKPOINTS.xl) {
    return 'lg';
  }
  return 'xl';
}
