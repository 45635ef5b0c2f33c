// The app mode (the role chosen with the role switch) and the principal role, as plain
// values: the first view (the shell's frame, the start page) reads and sets the app mode
// without loading zod's schemas. enums.ts builds the schemas from these lists.

/** The user role, i.e. the app mode chosen with the role switch. */
export const APP_MODES = ['PRIVAT', 'ORGANISATION'] as const;
export type AppMode = (typeof APP_MODES)[number];

/** The principal role as written on a power and on a template ("fullmaktsgivarroll"). */
export const FULLMAKTSGIVAR_ROLLER = ['Organisation', 'Privat'] as const;
export type FullmaktsgivarRoll = (typeof FULLMAKTSGIVAR_ROLLER)[number];

/** The app mode that goes with a principal role, and back. Kept here so both sides agree. */
export function appModeForRoll(roll: FullmaktsgivarRoll): AppMode {
  return roll === 'Privat' ? 'PRIVAT' : 'ORGANISATION';
}

export function rollForAppMode(mode: AppMode): FullmaktsgivarRoll {
  return mode === 'PRIVAT' ? 'Privat' : 'Organisation';
}

/** The page style class the chosen mode adds (SPEC §6). */
export function sidklassForAppMode(mode: AppMode): 'privat' | 'foretag' {
  return mode === 'PRIVAT' ? 'privat' : 'foretag';
}

/** The start route of a role: the lower-cased role value, prefixed by the locale when given. */
export function startvagForAppMode(mode: AppMode, locale?: string): string {
  const vag = `/${mode.toLowerCase()}`;
  return locale ? `/${locale}${vag}` : vag;
}

/**
 * The app mode a path decides: a page under /privat is the private person's, a page under
 * /organisation the organisation's, however it was reached (a link, a reload, back or
 * forward). Elsewhere (/, /info, /login, the signing result) the path decides nothing and
 * the mode chosen last stays.
 */
export function appModeForPath(pathname: string): AppMode | undefined {
  return APP_MODES.find((mode) => {
    const start = startvagForAppMode(mode);
    return pathname === start || pathname.startsWith(`${start}/`);
  });
}
