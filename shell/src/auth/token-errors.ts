import { ErrorResponse } from 'oidc-client-ts';

/**
 * The HTTP status of a failed token call, as far as the library lets us see it: an OAuth
 * error body comes with 400 (or 401 for client errors); other failures carry
 * "Status text (NNN)" in their message. Undefined means no answer (network).
 */
export function tokenCallStatus(error: unknown): number | undefined {
  if (error instanceof ErrorResponse && error.error) {
    return error.error === 'invalid_client' ? 401 : 400;
  }
  if (error instanceof Error) {
    const match = /\((\d{3})\)/.exec(error.message);
    return match?.[1] ? Number(match[1]) : undefined;
  }
  return undefined;
}

/** SPEC §7: a token exchange answering 400 or 401 forgets the session. */
export function forgetsSession(error: unknown): boolean {
  const status = tokenCallStatus(error);
  return status === 400 || status === 401;
}
