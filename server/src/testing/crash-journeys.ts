// The load of the crash test: grantor and holder journeys through the HTTP API, each
// write sent with an Idempotency-Key and sent again with the same key when no answer came
// (a process was killed under it), as the browser's client does. Every write answered 2xx
// is written down, for the invariants to check against the database afterwards.
import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type StartaUnderskriftSvar,
  type Utkast,
} from '@fullmakt/shared/domain';
import { swedishDate } from '../core/clock';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import type { Credentials } from './server-process';

/** What the load was told was done: the answers it got 2xx for. */
export interface Acknowledged {
  createKeys: string[];
  signKeys: string[];
  drafts: string[];
  /** Tickets whose start was answered 200. */
  tickets: { biljett: string; fullmaktId: string }[];
  /** Powers whose signing was confirmed and read back as SIGNERAD. */
  signed: string[];
  revoked: string[];
  returned: string[];
  shares: { id: string; origin: string }[];
}

export function emptyAcknowledged(): Acknowledged {
  return {
    createKeys: [],
    signKeys: [],
    drafts: [],
    tickets: [],
    signed: [],
    revoked: [],
    returned: [],
    shares: [],
  };
}

export interface LoadCounts {
  requests: number;
  /** Calls that got no usable answer after all their attempts. */
  gaveUp: number;
}

const attempts = 10;
const retryWaitMs = 300;

/** Worth the same request again: no answer, or the proxy or server could not serve it. */
const retryable = (status: number) => status === 502 || status === 503 || status === 504;

export class JourneyClient {
  constructor(
    private readonly base: string,
    private readonly credentials: Credentials,
    readonly counts: LoadCounts,
  ) {}

  /** Sends until a final answer: the status and body, or undefined when it gave up. */
  async send(
    as: string,
    method: string,
    path: string,
    body?: unknown,
    key?: string,
  ): Promise<{ status: number; json: unknown; cookies: string[] } | undefined> {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      // A new DPoP proof for each attempt: a proof is refused the second time it is seen.
      const { 'content-type': json, ...rest } = await this.credentials.headers(as, method, path);
      // A JSON content type with no body is refused (400): only with a body.
      const headers = body === undefined ? rest : { ...rest, 'content-type': json ?? '' };
      this.counts.requests += 1;
      try {
        const answer = await fetch(`${this.base}${path}`, {
          method,
          headers: key ? { ...headers, 'idempotency-key': key } : headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          redirect: 'manual',
        });
        const text = await answer.text();
        if (!retryable(answer.status)) {
          return {
            status: answer.status,
            json: text ? (JSON.parse(text) as unknown) : null,
            // name=value of each cookie set (the signing start's ticket cookie).
            cookies: answer.headers.getSetCookie().map((c) => c.split(';')[0] ?? ''),
          };
        }
      } catch {
        // No answer: sent again with the same key below.
      }
      await new Promise((resolve) => setTimeout(resolve, retryWaitMs));
    }
    this.counts.gaveUp += 1;
    return undefined;
  }

  /**
   * The signing service's confirmation (a form post); a ticket signs once however often.
   * `ticketCookies` are the cookies the start of the signing set (the ticket's binding).
   */
  async confirm(redirectUrl: string, signer: string, ticketCookies: string[]): Promise<boolean> {
    const headers = await this.credentials.headers(signer, 'POST', redirectUrl);
    const xsrf = headers['x-xsrf-token'] ?? '';
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      this.counts.requests += 1;
      try {
        const answer = await fetch(`${this.base}${redirectUrl}`, {
          method: 'POST',
          headers: {
            cookie: [headers.cookie ?? '', ...ticketCookies].join('; '),
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ _xsrf: xsrf, testperson: signer, utfall: 'lyckad' }),
          redirect: 'manual',
        });
        await answer.arrayBuffer();
        if (answer.status === 303) {
          return true;
        }
        if (!retryable(answer.status)) {
          return false;
        }
      } catch {
        // Sent again below.
      }
      await new Promise((resolve) => setTimeout(resolve, retryWaitMs));
    }
    this.counts.gaveUp += 1;
    return false;
  }
}

function inAYear(today: string): string {
  const [y, m, d] = today.split('-');
  return `${Number(y) + 1}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

/**
 * One grantor journey and, for some, the holder's: Anna makes a draft, signs it to Lena;
 * then Lena shares it onward, returns it, or Anna revokes it (chosen by `n`).
 */
export async function journey(client: JourneyClient, ack: Acknowledged, n: number) {
  const createKey = randomUUID();
  ack.createKeys.push(createKey);
  const created = await client.send(
    p.anna,
    'POST',
    API_ROUTES.skapaUtkast.path,
    {
      fullmaktsgivare: { id: p.anna, typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: tredjemanId.fordonsverket },
      mall: { id: 'fordon-arenden' },
    },
    createKey,
  );
  if (created?.status !== 200) {
    return;
  }
  const utkast = created.json as Utkast;
  ack.drafts.push(utkast.fullmakt.id);

  const today = swedishDate(new Date());
  const fullmakt: Fullmakt = {
    ...utkast.fullmakt,
    fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
    giltigFrom: today,
    giltigTom: inAYear(today),
    behorigheter: [
      { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
      { kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' },
    ],
  };
  const signKey = randomUUID();
  ack.signKeys.push(signKey);
  const started = await client.send(
    p.anna,
    'POST',
    fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
    { fullmakt },
    signKey,
  );
  if (started?.status !== 200) {
    return;
  }
  const { redirectUrl } = started.json as StartaUnderskriftSvar;
  const biljett = redirectUrl.split('/').pop() ?? '';
  ack.tickets.push({ biljett, fullmaktId: fullmakt.id });
  if (!(await client.confirm(redirectUrl, p.anna, started.cookies))) {
    return;
  }
  const result = await client.send(
    p.anna,
    'GET',
    fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: biljett }),
  );
  if (result?.status !== 200 || (result.json as { utfall?: string }).utfall !== 'SIGNERAD') {
    return;
  }
  ack.signed.push(fullmakt.id);

  const next = n % 3;
  if (next === 0) {
    const shared = await client.send(
      p.lena,
      'POST',
      API_ROUTES.skapaUtkast.path,
      { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: fullmakt.id } },
      randomUUID(),
    );
    if (shared?.status === 200) {
      ack.shares.push({ id: (shared.json as Fullmakt).id, origin: fullmakt.id });
    }
  }
  if (next === 1) {
    const returned = await client.send(
      p.lena,
      'POST',
      fyllSokvag(API_ROUTES.aterlamna.path, { id: fullmakt.id }),
      undefined,
      randomUUID(),
    );
    if (returned?.status === 200) {
      ack.returned.push(fullmakt.id);
    }
    return;
  }
  const revoked = await client.send(
    p.anna,
    'POST',
    fyllSokvag(API_ROUTES.aterkalla.path, { id: fullmakt.id }),
    undefined,
    randomUUID(),
  );
  if (revoked?.status === 200) {
    ack.revoked.push(fullmakt.id);
  }
}
