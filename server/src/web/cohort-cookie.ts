import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCohortId, newCohortId } from '../deploy/canary-cohort';

/**
 * The cookie that keeps a browser in its canary cohort (issue 29 item 5). It holds a random
 * id and nothing else: no personnummer, no session, nothing the server could tie to a
 * person. HttpOnly (no script needs it), SameSite=Lax (a link from another site still gets
 * the same cohort), and with secure cookies (production) Secure under the `__Host-` prefix.
 * Long-lived, so a browser stays in its cohort across pages, processes and restarts.
 */
export function cohortCookieName(secureCookies: boolean): string {
  return secureCookies ? '__Host-fullmakt-kohort' : 'fullmakt-kohort';
}

/** 400 days: the longest a browser keeps a cookie (Chrome's cap). */
const cohortMaxAgeSeconds = 400 * 24 * 60 * 60;

/**
 * The request's cohort, or a new one set on the reply when `needed` (some remote has a
 * canary) and the request has none or a malformed one. Without a canary no cookie is set:
 * a site that shows everybody the same thing needs no cohort.
 */
export function cohortOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secureCookies: boolean; needed: boolean },
): string | undefined {
  const name = cohortCookieName(options.secureCookies);
  const current = request.cookies[name];
  if (isCohortId(current)) {
    return current;
  }
  if (!options.needed) {
    return undefined;
  }
  const cohort = newCohortId();
  reply.setCookie(name, cohort, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: cohortMaxAgeSeconds,
  });
  return cohort;
}

/**
 * An answer that depends on the cohort (the page, /remotes.json) is this browser's alone:
 * no shared cache may keep it (`private`), and the browser revalidates it (`no-cache`);
 * `Vary: Cookie` tells any cache that another cookie is another answer.
 */
export function markCohortDependent(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-cache');
  reply.header('Vary', 'Cookie');
}
