// The enumerations of SPEC §3. Each is a zod enum so that the same list both
// validates replies at the edge and gives the TypeScript union type.
import { z } from 'zod';

/** The role a party plays in a power of attorney. */
export const PartRollSchema = z.enum([
  'FULLMAKTSHAVARE',
  'FULLMAKTSGIVARE',
  'TREDJEMAN',
  'UTDELARE',
]);
export type PartRoll = z.infer<typeof PartRollSchema>;

/** Time filter for listing powers. */
export const TidFilterSchema = z.enum(['HISTORISK', 'AKTUELL', 'GILTIG']);
export type TidFilter = z.infer<typeof TidFilterSchema>;

/** The user role, i.e. the app mode chosen with the role switch. */
export const AppModeSchema = z.enum(['PRIVAT', 'ORGANISATION']);
export type AppMode = z.infer<typeof AppModeSchema>;

/** The principal role as written on a power and on a template ("fullmaktsgivarroll"). */
export const FullmaktsgivarRollSchema = z.enum(['Organisation', 'Privat']);
export type FullmaktsgivarRoll = z.infer<typeof FullmaktsgivarRollSchema>;

/** Size values (liten, mellan, stor). */
export const StorlekSchema = z.enum(['liten', 'mellan', 'stor']);
export type Storlek = z.infer<typeof StorlekSchema>;

/** Action values: what a caller may do with a third party's powers. */
export const AtgardSchema = z.enum(['skapa', 'visa', 'foretrada', 'aterkalla']);
export type Atgard = z.infer<typeof AtgardSchema>;

/** Identity type (typ) of a party. */
export const IdentitetstypSchema = z.enum(['orgnr', 'gdnr', 'pnr', 'samnr']);
export type Identitetstyp = z.infer<typeof IdentitetstypSchema>;

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
