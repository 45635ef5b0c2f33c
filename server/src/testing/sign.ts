import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type UnderskriftResultat,
} from '@fullmakt/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { ticketCookie } from '../signing/ticket-binding';
import type { TestApp } from './test-app';

/** The ticket cookie the start of a signing set, as a Cookie header part ('' without one). */
export function ticketCookieOf(start: LightMyRequestResponse): string {
  const cookie = start.cookies.find((c) => c.name === ticketCookie);
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}

/**
 * Signs a power the way the browser does: start the signing through the API, confirm at
 * the signing service (BankID Mock) as the same person, then read the result by ticket.
 */
export async function signAs(
  t: TestApp,
  personId: string,
  fullmakt: Fullmakt,
  extra: {
    signeringsval?: string;
    underskrifter?: { id: string }[];
    utfall?: string;
    signer?: string;
  } = {},
): Promise<UnderskriftResultat> {
  const { utfall = 'lyckad', signer = personId, ...body } = extra;
  const start = await t.call(personId, {
    method: 'POST',
    url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
    payload: { fullmakt, ...body },
  });
  if (start.statusCode !== 200) {
    throw new Error(`Start av underskrift gav ${start.statusCode}: ${start.body}`);
  }
  const { redirectUrl } = start.json<{ redirectUrl: string }>();
  const xsrf = t.app.deps.xsrf.issue();
  const confirm = await t.app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: {
      // The browser that started the signing carries the ticket's cookie to its page.
      cookie: `XSRF-TOKEN=${xsrf}; ${ticketCookieOf(start)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ _xsrf: xsrf, testperson: signer, utfall }).toString(),
  });
  if (confirm.statusCode !== 303) {
    throw new Error(`Signeringstjänsten gav ${confirm.statusCode}: ${confirm.body}`);
  }
  const biljett =
    new URL(String(confirm.headers.location), 'http://x').searchParams.get('bvebiljett') ?? '';
  const result = await t.call(personId, {
    method: 'GET',
    url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: biljett }),
  });
  return result.json<UnderskriftResultat>();
}
