import { z } from 'zod';
import { UserSessionSchema, type User } from '@fullmakt/shared';

/**
 * The ID token's claims as the shell trusts them. `sekretess` is optional: the provider
 * does not send it yet, and an absent claim means no protected identity.
 */
const ClaimsSchema = UserSessionSchema.extend({ sekretess: z.boolean().optional() });

/** The signed-in user from the token's claims, or undefined when they do not add up. */
export function userFromClaims(claims: unknown): User | undefined {
  const parsed = ClaimsSchema.safeParse(claims);
  if (!parsed.success) {
    return undefined;
  }
  const { sekretess, ...session } = parsed.data;
  return { ...session, id: session.personnummer, sekretess: sekretess === true };
}
