import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './api-error';

export const xsrfCookie = 'XSRF-TOKEN';
/**
 * The name with secure cookies (production): `__Host-` makes the browser take the cookie only
 * from this origin over HTTPS with Path=/ and no Domain, so a subdomain cannot plant one.
 * The shared client reads either name.
 */
export const secureXsrfCookie = `__Host-${xsrfCookie}`;
export const xsrfHeader = 'x-xsrf-token';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed double-submit cookie, in the form axios sends it: the server sets a readable
 * XSRF-TOKEN cookie holding `random.hmac(random)`; every state-changing call must echo it
 * in X-XSRF-TOKEN. A page on another site can neither read the cookie nor forge a signed
 * one, so it cannot make the browser send a valid pair.
 */
export function createXsrf(
  secret: string,
  options: { secureCookies: boolean } = { secureCookies: false },
) {
  const cookieName = options.secureCookies ? secureXsrfCookie : xsrfCookie;
  const sign = (nonce: string) =>
    createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');

  const issue = (): string => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${sign(nonce)}`;
  };

  // Every call of a browser carries the same cookie: its signature, once checked, is
  // remembered (an HMAC per request was a tenth of a view's time). Only signed ones are
  // kept, so the set answers nothing the secret would not.
  const signedSeen = new Set<string>();
  const maxSeen = 10_000;

  const isSigned = (token: string | undefined): token is string => {
    if (!token) {
      return false;
    }
    if (signedSeen.has(token)) {
      return true;
    }
    if (!checkSignature(token)) {
      return false;
    }
    if (signedSeen.size >= maxSeen) {
      signedSeen.clear();
    }
    signedSeen.add(token);
    return true;
  };

  const checkSignature = (token: string): boolean => {
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) {
      return false;
    }
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const matches = (cookie: string | undefined, echoed: string | undefined): boolean =>
    isSigned(cookie) &&
    echoed !== undefined &&
    cookie.length === echoed.length &&
    timingSafeEqual(Buffer.from(cookie), Buffer.from(echoed));

  /** The XSRF cookie a request carries, under this deployment's name. */
  const fromCookies = (cookies: Record<string, string | undefined>): string | undefined =>
    cookies[cookieName];

  return {
    issue,
    isSigned,
    matches,
    cookieName,
    secureCookies: options.secureCookies,
    fromCookies,
  };
}

export type Xsrf = ReturnType<typeof createXsrf>;

/**
 * A third party's system on a route open to it (issue 31): a DPoP-bound token in the
 * Authorization header and no cookie at all. A forged cross-site request rides on the
 * browser's cookies, and a page cannot add this header across sites without a CORS
 * preflight the API refuses; a call without cookies carries no one's ambient rights.
 */
function isMachineCall(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config.machineClients === true &&
    request.headers.cookie === undefined &&
    /^DPoP\s/i.test(request.headers.authorization ?? '')
  );
}

/** Paths whose unsafe calls carry the header: the JSON API. Forms check their hidden field. */
function needsHeader(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    unsafeMethods.has(request.method) && pathname.startsWith('/api/') && !isMachineCall(request)
  );
}

export function registerXsrf(app: FastifyInstance, xsrf: Xsrf): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = xsrf.fromCookies(request.cookies);
    if (!xsrf.isSigned(cookie)) {
      const token = xsrf.issue();
      // Readable by the page's script (that is the point), same-site only.
      reply.setCookie(xsrf.cookieName, token, {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: xsrf.secureCookies || request.protocol === 'https',
      });
      // A call made without any cookie yet can use the fresh one on its next attempt.
      request.cookies[xsrf.cookieName] = token;
      if (needsHeader(request)) {
        throw forbidden('auth.error');
      }
      return;
    }
    if (needsHeader(request)) {
      const header = request.headers[xsrfHeader];
      if (!xsrf.matches(cookie, typeof header === 'string' ? header : undefined)) {
        throw forbidden('auth.error');
      }
    }
  });
}
