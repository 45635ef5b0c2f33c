// The enumerations of SPEC §3. Each is a zod enum so that the same list both
// validates replies at the edge and gives the TypeScript union type.
import { z } from 'zod';
import { APP_MODES, FULLMAKTSGIVAR_ROLLER } from './app-mode';

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

/** The user role, i.e. the app mode chosen with the role switch (app-mode.ts). */
export const AppModeSchema = z.enum(APP_MODES);

/** The principal role as written on a power and on a template (app-mode.ts). */
export const FullmaktsgivarRollSchema = z.enum(FULLMAKTSGIVAR_ROLLER);

/** Size values (liten, mellan, stor). */
export const StorlekSchema = z.enum(['liten', 'mellan', 'stor']);
export type Storlek = z.infer<typeof StorlekSchema>;

/** Action values: what a caller may do with a third party's powers. */
export const AtgardSchema = z.enum(['skapa', 'visa', 'foretrada', 'aterkalla']);
export type Atgard = z.infer<typeof AtgardSchema>;

/** Identity type (typ) of a party. */
export const IdentitetstypSchema = z.enum(['orgnr', 'gdnr', 'pnr', 'samnr']);
export type Identitetstyp = z.infer<typeof IdentitetstypSchema>;
