import { z } from 'zod';
import { OAUTH_PATHS } from '@fullmakt/shared';

/** The part of GET /oauth2/session's answer the shell relies on. */
const SessionSvarSchema = z.object({ active: z.literal(true), exp: z.number().int() });

/**
 * Asks the provider whether the session behind a refresh token is still alive (SPEC §7,
 * header `refresh-token`). A token from a session that ended elsewhere (logout in another
 * tab, expiry, revocation) answers 401: false. No answer, or another one: undefined,
 * and the session is kept until a token call says otherwise.
 */
export async function sessionAlive(refreshToken: string): Promise<boolean | undefined> {
  try {
    const response = await fetch(OAUTH_PATHS.session, {
      headers: { 'refresh-token': refreshToken },
      cache: 'no-store',
    });
    if (response.status === 401) {
      return false;
    }
    if (!response.ok) {
      return undefined;
    }
    return SessionSvarSchema.safeParse(await response.json()).success ? true : undefined;
  } catch {
    return undefined;
  }
}
