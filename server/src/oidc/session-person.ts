import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sessionCookieName } from './provider';
import { accountOfSession } from './sessions-repo';

/**
 * The signature the provider's cookie library (`cookies` with Keygrip: HMAC-SHA1 of
 * `name=value` with the provider's key, base64url without padding) sets in `<name>.sig`.
 */
function cookieSignature(name: string, value: string, secret: string): string {
  return createHmac('sha1', secret).update(`${name}=${value}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The person signed in with the e-ID provider in the browser that sent this request: its
 * session cookie, signed as the provider signs it, names a session still stored and alive.
 * For a page's plain link (the language switch), which carries no access token. Undefined
 * for anyone else; the provider itself is not asked, so nothing here touches its session.
 */
export async function sessionPerson(
  request: FastifyRequest,
  db: Kysely<Database>,
  options: { secret: string; secureCookies: boolean },
): Promise<string | undefined> {
  const name = sessionCookieName(options.secureCookies);
  const id = request.cookies[name];
  const sig = request.cookies[`${name}.sig`];
  if (
    id === undefined ||
    sig === undefined ||
    id.length > 200 ||
    !sameText(sig, cookieSignature(name, id, options.secret))
  ) {
    return undefined;
  }
  return accountOfSession(db, id, Date.now());
}
