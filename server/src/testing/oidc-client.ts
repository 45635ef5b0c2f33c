import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { TestDpopKey } from './dpop-key';
import type { TestApp } from './test-app';
import { testPublicUrl } from './test-app';

/** A browser-like client for the OIDC flow through inject: a cookie jar and manual redirects. */
export class OidcTestClient {
  readonly cookies = new Map<string, string>();
  readonly verifier = randomBytes(32).toString('base64url');
  readonly challenge = createHash('sha256').update(this.verifier).digest('base64url');
  /** This browser's DPoP key: its tokens are bound to it (RFC 9449). */
  readonly dpopKey = new TestDpopKey();
  /** Every Set-Cookie header this browser was sent, as sent (attributes included). */
  readonly setCookieHeaders: string[] = [];

  constructor(private readonly t: TestApp) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, testPublicUrl);
    const res = await this.t.app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        cookie: this.cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const sent = res.headers['set-cookie'];
    this.setCookieHeaders.push(...(Array.isArray(sent) ? sent : sent ? [sent] : []));
    for (const c of res.cookies as { name: string; value: string }[]) {
      if (c.value === '') {
        this.cookies.delete(c.name);
      } else {
        this.cookies.set(c.name, c.value);
      }
    }
    return res;
  }

  authorizeUrl(params: Record<string, string | undefined> = {}): string {
    const base: Record<string, string | undefined> = {
      client_id: 'fullmakt-web',
      response_type: 'code',
      response_mode: 'fragment',
      redirect_uri: `${testPublicUrl}/login`,
      scope: 'openid profile',
      state: 'tillstand-123',
      code_challenge: this.challenge,
      code_challenge_method: 'S256',
      idp: 'bankid-mock',
      ...params,
    };
    const query = new URLSearchParams(
      Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined),
    );
    return `/oauth2/authorize?${query.toString()}`;
  }

  /** Follows redirects within the site until one leaves for /login (the shell), returning that URL. */
  async follow(
    res: LightMyRequestResponse,
  ): Promise<{ res: LightMyRequestResponse; location?: URL }> {
    let current = res;
    for (let i = 0; i < 10; i += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string') {
        return { res: current };
      }
      const next = new URL(location, testPublicUrl);
      if (next.pathname === '/login' || next.pathname === '/') {
        return { res: current, location: next };
      }
      current = await this.request('GET', next.pathname + next.search);
    }
    throw new Error('För många omdirigeringar');
  }

  /** Starts a login and answers the BankID Mock page; returns where the browser ends up. */
  async loginWithMock(
    form: Record<string, string>,
    params: Record<string, string | undefined> = {},
  ): Promise<{ res: LightMyRequestResponse; location?: URL }> {
    const started = await this.follow(await this.request('GET', this.authorizeUrl(params)));
    if (started.location) {
      return started;
    }
    const page = started.res;
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    if (!action || !xsrf) {
      throw new Error(`Ingen BankID Mock-sida: ${page.statusCode} ${page.body.slice(0, 200)}`);
    }
    return this.follow(
      await this.request('POST', action, { _xsrf: xsrf, utfall: 'lyckad', ...form }),
    );
  }

  static fragment(location: URL): URLSearchParams {
    return new URLSearchParams(location.hash.slice(1));
  }

  /** A fresh DPoP proof of this browser's key for one request (with the token's hash for the API). */
  dpop(method: string, path: string, accessToken?: string): { dpop: string } {
    return { dpop: this.dpopKey.proof({ method, url: `${testPublicUrl}${path}`, accessToken }) };
  }

  /** The headers of an API or userinfo call with a DPoP-bound access token. */
  authorized(method: string, path: string, accessToken: string): Record<string, string> {
    return { authorization: `DPoP ${accessToken}`, ...this.dpop(method, path, accessToken) };
  }

  async exchange(
    code: string,
    overrides: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.request(
      'POST',
      '/oauth2/token',
      {
        grant_type: 'authorization_code',
        code,
        client_id: 'fullmakt-web',
        redirect_uri: `${testPublicUrl}/login`,
        code_verifier: this.verifier,
        ...overrides,
      },
      this.dpop('POST', '/oauth2/token'),
    );
  }

  /** Exchanges a refresh token, with this browser's proof (the refresh token is bound too). */
  async refresh(
    refreshToken: string,
    key: TestDpopKey = this.dpopKey,
  ): Promise<LightMyRequestResponse> {
    return this.request(
      'POST',
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'fullmakt-web' },
      { dpop: key.proof({ method: 'POST', url: `${testPublicUrl}/oauth2/token` }) },
    );
  }
}
