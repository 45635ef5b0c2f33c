// The log scan of issue 38: a grantor's, an organisation's and a holder's whole journey,
// each person signed in through the provider (BankID Mock, PKCE, DPoP), every call over
// the HTTP API with logging at info; then the captured log is searched for every
// personnummer (in every form), every name and every token the journeys met. None may be
// there.
import { Writable } from 'node:stream';
import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type StartaUnderskriftSvar,
  type UnderskriftResultat,
  type Utkast,
} from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { orgnr, seedForetag } from '../seed/companies';
import { seedPeople, testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';

interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** Everything secret the journeys handled: the log must hold none of it. */
const secrets = new Set<string>();

/** One person in one browser: signed in at the provider, calling the API with DPoP. */
class Browser {
  readonly client: OidcTestClient;
  tokens: Tokens = { access_token: '', refresh_token: '', id_token: '' };

  constructor(
    private readonly t: TestApp,
    readonly person: string,
  ) {
    this.client = new OidcTestClient(t);
  }

  async signIn(form: Record<string, string>): Promise<void> {
    const { location } = await this.client.loginWithMock(form);
    const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
    expect(code).not.toBe('');
    secrets.add(code);
    const exchanged = await this.client.exchange(code);
    expect(exchanged.statusCode).toBe(200);
    this.keep(exchanged.json<Tokens>());
    secrets.add(this.client.verifier);
  }

  private keep({ access_token, refresh_token, id_token }: Tokens): void {
    this.tokens = { access_token, refresh_token, id_token: id_token || this.tokens.id_token };
    for (const value of [access_token, refresh_token, id_token]) {
      secrets.add(value);
    }
  }

  async refresh(): Promise<void> {
    const refreshed = await this.client.refresh(this.tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    this.keep(refreshed.json<Tokens>());
  }

  async api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const xsrf = this.t.app.deps.xsrf.issue();
    secrets.add(xsrf);
    const headers = this.client.authorized(method, url, this.tokens.access_token);
    secrets.add(headers.dpop ?? '');
    const res = await this.t.app.inject({
      method,
      url,
      headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, ...headers },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  }

  /** The signing service as the browser meets it: its page, the confirmation, the result. */
  async sign(fullmakt: Fullmakt, extra: object = {}): Promise<UnderskriftResultat> {
    const started = await this.api(
      'POST',
      fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
      { fullmakt, ...extra },
    );
    const { redirectUrl } = started.json<StartaUnderskriftSvar>();
    const biljett = redirectUrl.split('/').pop() ?? '';
    secrets.add(biljett);
    // The browser keeps the cookie that binds the ticket's page to it, as any cookie.
    for (const c of started.cookies) {
      this.client.cookies.set(c.name, c.value);
      secrets.add(c.value);
    }
    const page = await this.client.request('GET', redirectUrl);
    expect(page.statusCode).toBe(200);
    const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirmed = await this.client.request('POST', redirectUrl, {
      _xsrf: xsrf,
      testperson: this.person,
      utfall: 'lyckad',
    });
    expect(confirmed.statusCode).toBe(303);
    // The browser lands on the result page (the shell) and reads the result by ticket.
    await this.client.request('GET', String(confirmed.headers.location));
    const result = await this.api(
      'GET',
      fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: biljett }),
    );
    return result.json<UnderskriftResultat>();
  }

  /** Sign-out the old way, the ID token in the address (the shell no longer sends it; any other client may): masked all the same. */
  async signOut(): Promise<void> {
    const query = new URLSearchParams({
      id_token_hint: this.tokens.id_token,
      client_id: 'fullmakt-web',
      post_logout_redirect_uri: `${testPublicUrl}/`,
    });
    const asked = await this.client.request('GET', `/oauth2/logout?${query.toString()}`);
    expect(asked.statusCode).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(asked.body)?.[1] ?? '';
    const confirmed = await this.client.request('POST', action, { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
  }
}

const inAYear = { giltigFrom: '2026-03-02', giltigTom: '2027-03-01' };

async function privateDraft(grantor: Browser): Promise<Fullmakt> {
  const created = await grantor.api('POST', API_ROUTES.skapaUtkast.path, {
    fullmaktsgivare: { id: grantor.person, typ: 'pnr' },
    fullmaktsgivarroll: 'Privat',
    tredjeman: { id: tredjemanId.fordonsverket },
    mall: { id: 'fordon-arenden' },
  });
  return created.json<Utkast>().fullmakt;
}

async function signedPrivatePower(grantor: Browser, holder: string): Promise<Fullmakt> {
  const draft = await privateDraft(grantor);
  const filled: Fullmakt = {
    ...draft,
    fullmaktshavare: [{ id: holder, typ: 'pnr' }],
    ...inAYear,
    behorigheter: [
      { kod: 'fordon.se', rubrik: '', beskrivning: '' },
      { kod: 'dela.vidare', rubrik: '', beskrivning: '' },
    ],
  };
  // The wizard saves the draft before signing.
  await grantor.api('PUT', fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: draft.id }), {
    fullmaktshavare: [{ id: holder, typ: 'pnr' }],
    ...inAYear,
    behorigheter: ['fordon.se', 'dela.vidare'],
  });
  const signed = await grantor.sign(filled);
  expect(signed.klar).toBe(true);
  return filled;
}

const view = (who: Browser, orgnummer: string, id: string) =>
  who.api('GET', `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer, id })}?utdelning=current`);

describe('the log of whole journeys', () => {
  it('holds no personnummer in any form, no name and no token', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      logLevel: 'info',
      logStream,
    });
    try {
      // The grantor (private): lookup, draft, save, sign, list, view, history, revoke.
      const anna = new Browser(t, p.anna);
      await anna.signIn({ personnummer: '19780312-2386' });
      await anna.client.request(
        'GET',
        '/oauth2/userinfo',
        undefined,
        anna.client.authorized('GET', '/oauth2/userinfo', anna.tokens.access_token),
      );
      await anna.refresh();
      await anna.api('POST', API_ROUTES.personuppslag.path, { personnummer: '19900730-2426' });
      const toShare = await signedPrivatePower(anna, p.lena);
      const toReturn = await signedPrivatePower(anna, p.lena);
      const toRevoke = await signedPrivatePower(anna, p.lena);
      await anna.api('POST', API_ROUTES.sokUtkast.path, {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
      });
      await anna.api('POST', API_ROUTES.sokFullmakter.path, {
        filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 5 } },
      });
      await view(anna, tredjemanId.fordonsverket, toRevoke.id);
      await anna.api('GET', fyllSokvag(API_ROUTES.historik.path, { id: toRevoke.id }));
      await anna.api('POST', fyllSokvag(API_ROUTES.aterkalla.path, { id: toRevoke.id }));
      // A draft left, then deleted.
      const dropped = await privateDraft(anna);
      await anna.api(
        'DELETE',
        fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: dropped.id }),
      );

      // The organisation: Anna and Maria sign for Nordisk Byggteknik (two of the board).
      await anna.api('POST', API_ROUTES.engagemang.path);
      await anna.api('POST', API_ROUTES.signeringsalternativ.path, {
        fullmaktsgivare: { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
        fullmaktsgivarroll: 'Organisation',
      });
      const orgCreated = await anna.api('POST', API_ROUTES.skapaUtkast.path, {
        fullmaktsgivare: { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
        fullmaktsgivarroll: 'Organisation',
        tredjeman: { id: tredjemanId.tillstand },
        mall: { id: 'tillstand-ansokan' },
      });
      const orgPower: Fullmakt = {
        ...orgCreated.json<Utkast>().fullmakt,
        fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
        ...inAYear,
        behorigheter: [
          { kod: 'tillstand.ansoka', rubrik: '', beskrivning: '' },
          { kod: 'tillstand.komplettera', rubrik: '', beskrivning: '' },
        ],
      };
      const first = await anna.sign(orgPower, {
        signeringsval: 'nb-styrelsen',
        underskrifter: [{ id: p.anna }, { id: p.maria }],
      });
      expect(first.klar).toBe(false);
      const maria = new Browser(t, p.maria);
      await maria.signIn({ testperson: p.maria });
      await maria.api('POST', API_ROUTES.engagemang.path);
      const waiting = await maria.api(
        'GET',
        fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: orgPower.id }),
      );
      expect((await maria.sign(waiting.json<Utkast>().fullmakt)).klar).toBe(true);
      await maria.signOut();

      // The holders: Lena views, shares one onward to Mikael and returns another.
      const lena = new Browser(t, p.lena);
      await lena.signIn({ personnummer: '199007302426' });
      await lena.api('POST', API_ROUTES.sokFullmakter.path, {
        filter: { fullmaktshavare: { id: p.lena }, page: { page: 0, size: 5 } },
      });
      await view(lena, tredjemanId.fordonsverket, toShare.id);
      const shareDraft = await lena.api('POST', API_ROUTES.skapaUtkast.path, {
        tredjeman: { id: tredjemanId.fordonsverket },
        fullmakt: { id: toShare.id },
      });
      const share: Fullmakt = {
        ...shareDraft.json<Fullmakt>(),
        fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
        ...inAYear,
        behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
      };
      expect((await lena.sign(share)).klar).toBe(true);
      await lena.api('POST', fyllSokvag(API_ROUTES.aterlamna.path, { id: toReturn.id }));
      await lena.signOut();

      // Mikael holds the organisation's power and the share.
      const mikael = new Browser(t, p.mikael);
      await mikael.signIn({ testperson: p.mikael });
      await view(mikael, tredjemanId.tillstand, orgPower.id);
      await view(mikael, tredjemanId.fordonsverket, share.id);
      await mikael.signOut();

      await anna.signOut();
    } finally {
      await t.close();
    }

    const log = lines.join('\n');
    const requests = new Set(
      lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean),
    ).size;

    // Every person of the register, in every form: century or not, any separators.
    const found: string[] = [];
    for (const person of seedPeople) {
      const [c, y, m, d, last] = [0, 2, 4, 6, 8].map((at, i) =>
        person.id.slice(at, i === 4 ? 12 : at + 2),
      );
      const anyForm = new RegExp(`(${c})?\\D{0,3}${y}\\D{0,3}${m}\\D{0,3}${d}\\D{0,5}${last}`);
      if (anyForm.test(log)) {
        found.push(`personnummer ${person.id}`);
      }
      for (const name of [`${person.fornamn} ${person.efternamn}`, person.efternamn]) {
        if (new RegExp(`\\b${name}\\b`).test(log)) {
          found.push(`namn ${name}`);
        }
      }
    }
    for (const company of seedForetag) {
      if (log.includes(company.orgnr) || log.includes(`${company.orgnr.slice(0, 6)}-`)) {
        found.push(`orgnr ${company.orgnr}`);
      }
    }
    for (const secret of secrets) {
      if (secret && log.includes(secret)) {
        found.push(`hemlighet ${secret.slice(0, 12)}…`);
      }
    }
    // Any JWT or base64 JSON at all (the DPoP proofs, the ID token in the logout URL).
    if (log.includes('eyJ')) {
      found.push('eyJ');
    }
    console.info(
      `Loggsökning: ${found.length} träffar i ${lines.length} rader, ${requests} anrop.`,
    );
    expect(found).toEqual([]);
    expect(requests).toBeGreaterThan(60);
  }, 60_000);
});
