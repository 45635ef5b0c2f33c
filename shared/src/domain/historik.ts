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
 * One event as the timeline shows it. `aktor` is absent for the scheduler, and its name is
 * absent for a protected identity (sekretess), as everywhere else in the service.
 */
export const HandelseSchema = z.object({
  id: z.string(),
  typ: HandelsetypSchema,
  tidpunkt: z.string(),
  aktor: z.object({ id: z.string(), namn: z.string().optional() }).optional(),
  /** Another power the event names: a cascade's origin, the power shared onward, renewed or renewing. */
  annanFullmaktId: z.string().optional(),
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
