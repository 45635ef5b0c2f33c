import { z } from 'zod';

/**
 * One of the signed-in person's sessions (a sign-in with e-ID in some browser), as the
 * account page lists them. `id` names the session for ending it; it is not the browser's
 * session cookie and signs no one in.
 */
export const InloggningsSessionSchema = z.object({
  id: z.string(),
  /** When the person signed in (ISO 8601). */
  inloggad: z.string(),
  /** The e-ID method (idp) of the sign-in. */
  metod: z.string(),
  /** When the session ends by itself at the latest (ISO 8601). */
  upphor: z.string(),
  /** The session this very request is made in. */
  denna: z.boolean(),
});
export type InloggningsSession = z.infer<typeof InloggningsSessionSchema>;

export const SessionListaSvarSchema = z.object({
  sessioner: z.array(InloggningsSessionSchema),
});
export type SessionListaSvar = z.infer<typeof SessionListaSvarSchema>;
