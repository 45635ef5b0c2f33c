import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adressensSprak,
  pseudoLasesSom,
  pseudoSprak,
  standardSprak,
  tolkaSprak,
  type Sprak,
} from '@fullmakt/shared/i18n';

/**
 * The cookie that keeps a browser's choice of language (issue 33): `sv` or `en` and
 * nothing else. HttpOnly (the page learns its language from `<html lang>`, which the
 * server writes), SameSite=Lax, and in production Secure under the `__Host-` prefix.
 */
export function languageCookieName(secureCookies: boolean): string {
  return secureCookies ? '__Host-fullmakt-sprak' : 'fullmakt-sprak';
}

/** 400 days: the longest a browser keeps a cookie (Chrome's cap). */
const languageMaxAgeSeconds = 400 * 24 * 60 * 60;

/** The language this browser chose on the site (the switch), if it chose one. */
export function chosenLanguage(request: FastifyRequest, secureCookies: boolean): Sprak | undefined {
  return (
    tolkaSprak(request.cookies[languageCookieName(secureCookies)]) ??
    (asksForPseudo(request, secureCookies) ? pseudoLasesSom : undefined)
  );
}

/**
 * The pseudo-locale (`en-XA`, shared/src/i18n/pseudo-sprak.ts) set by hand in the cookie
 * by a developer or the e2e suite, outside production only: a visitor in production who
 * sets it gets Swedish, as for any value the switch never sets. Everything but `<html
 * lang>` (the shell page's, web-plugin.ts) serves such a request in English.
 */
export function asksForPseudo(request: FastifyRequest, secureCookies: boolean): boolean {
  return (
    request.cookies[languageCookieName(secureCookies)] === pseudoSprak &&
    !request.server.deps.settings.production
  );
}

/**
 * The language a page is served in: an information page's address names its own (`/en/…`,
 * shared/src/i18n/sidans-adress.ts); any other page is in the browser's choice, else
 * Swedish. Not the browser's Accept-Language: the service is Swedish first (SPEC), and a
 * page that changed language by a browser setting the visitor never chose here would
 * surprise more than it helps.
 */
export function pageLanguage(request: FastifyRequest, secureCookies: boolean): Sprak {
  return adressensSprak(request.url) ?? chosenLanguage(request, secureCookies) ?? standardSprak;
}

export function keepLanguage(reply: FastifyReply, sprak: Sprak, secureCookies: boolean): void {
  reply.setCookie(languageCookieName(secureCookies), sprak, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    maxAge: languageMaxAgeSeconds,
  });
}
