import { z } from 'zod';

/** The kinds of event in a power's history (issue 14): one per state change of SPEC §4. */
export const HandelsetypSchema = z.enum([
  'UTKAST_PABORJAT',
  'SKICKAD_FOR_UNDERSKRIFT',
  /** Changed after it was sent but before anyone signed: a draft again (PUT utkast). */
  'ATER_UTKAST',
  'UNDERSKRIVEN_AV',
  'UNDERSKRIVEN_OCH_LEVERERAD',
  'DELAD_VIDARE',
  'ATERLAMNAD',
  'ATERKALLAD',
  'UTGANGEN',
  'UTKAST_RADERAT',
  'UTKAST_BORTTAGET',
  /** On a renewal, when it is started: it renews the power named (issue 32 item 4). */
  'FORNYAR',
  /** On the renewed power, when its renewal is delivered: renewed by the power named. */
  'FORNYAD',
]);
export type Handelsetyp = z.infer<typeof HandelsetypSchema>;

/**
 * Reads of a power by its third party (issue 31 item 6): not state changes, never stored
 * as events, but shown in the same timeline so the grantor and the holders see who looked.
 * HAMTAD: read through the third-party API (an official signed in, or the third party's
 * system); KONTROLLERAD_MED_KOD: checked with the code of the power's PDF.
 */
export const AtkomsttypSchema = z.enum(['HAMTAD', 'KONTROLLERAD_MED_KOD']);
export type Atkomsttyp = z.infer<typeof AtkomsttypSchema>;

/** Who of the third party read: its system (client id) or an official (name, unless protected). */
export const LasareSchema = z.discriminatedUnion('typ', [
  z.object({ typ: z.literal('klient'), id: z.string() }),
  z.object({ typ: z.literal('person'), namn: z.string().optional() }),
]);
export type Lasare = z.infer<typeof LasareSchema>;

/**
 * One event as the timeline shows it. `aktor` is absent for the scheduler (and a check by
 * code), the third party for a read, and its name is absent for a protected identity
 * (sekretess), as everywhere else in the service.
 */
export const HandelseSchema = z.object({
  id: z.string(),
  typ: z.enum([...HandelsetypSchema.options, ...AtkomsttypSchema.options]),
  tidpunkt: z.string(),
  aktor: z.object({ id: z.string(), namn: z.string().optional() }).optional(),
  /** Another power the event names: a cascade's origin, the power shared onward, renewed or renewing. */
  annanFullmaktId: z.string().optional(),
  /** A read: which of the third party (`aktor`) read it. */
  lasare: LasareSchema.optional(),
  /** A read: the power came in a list, not on its own. */
  iLista: z.literal(true).optional(),
  /** Reads of one day put together when there were many: how many (`tidpunkt` is the last). */
  antal: z.number().int().positive().optional(),
});
export type Handelse = z.infer<typeof HandelseSchema>;

/** Reply of GET {fullmakterApi}/fullmakter/{id}/historik: newest first. */
export const HistorikSvarSchema = z.object({
  handelser: z.array(HandelseSchema),
  /** To the grantor side: a holder could not be notified (SPEC §8, tell them yourself). */
  aviseringMisslyckades: z.boolean().optional(),
  /** To the grantor side: a chosen co-signer could not be notified (SPEC §8). */
  signatarerEjAviserade: z.boolean().optional(),
});
export type HistorikSvar = z.infer<typeof HistorikSvarSchema>;
