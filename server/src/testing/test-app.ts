import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Db } from '../db/database';
import { webClientId } from '../oidc/provider';
import { mockMethod } from '../oidc/login-methods';
import { TestDpopKey } from './dpop-key';

export interface TestApp {
  app: FastifyInstance;
  /** Moves the app's clock. */
  clock: { now: Date };
  /** An access token for a registry person, issued by the app's own OIDC provider. */
  tokenFor: (personId: string, idp?: string) => Promise<string>;
  /** The browser's DPoP key: the tokens of tokenFor are bound to it. */
  dpopKey: TestDpopKey;
  /** Authorization (DPoP-bound token) and a fresh DPoP proof for one API request. */
  authHeaders: (
    personId: string,
    method: string,
    url: string,
    idp?: string,
  ) => Promise<{ authorization: string; dpop: string }>;
  /** Calls the API as a person (DPoP token, proof and XSRF pair), or anonymously with `null`. */
  call: (
    personId: string | null,
    options: InjectOptions & { idp?: string },
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export const testPublicUrl = 'http://localhost:8080';

/** A whole app on a fresh database with a fixed clock, for inject tests. */
export async function startTestApp(db: Db, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const clock = { now: new Date('2026-03-02T09:00:00Z') };
  const app = await buildApp({
    database: db,
    logLevel: 'silent',
    publicUrl: testPublicUrl,
    now: () => clock.now,
    secret: 'test-hemlighet-som-ar-minst-32-tecken-lang',
    ...options,
  });
  await app.ready();
  // The URL the DPoP proofs name: the app's own public URL (a test may listen on a port).
  const publicUrl = options.publicUrl ?? testPublicUrl;
  const tokens = new Map<string, string>();
  const dpopKey = new TestDpopKey();

  const tokenFor = async (personId: string, idp: string = mockMethod): Promise<string> => {
    const key = `${personId}:${idp}`;
    const cached = tokens.get(key);
    if (cached) {
      return cached;
    }
    const { provider } = app.deps;
    const grant = new provider.Grant({ accountId: personId, clientId: webClientId });
    grant.addOIDCScope('openid profile');
    const grantId = await grant.save();
    const client = await provider.Client.find(webClientId);
    if (!client) {
      throw new Error('Webbklienten saknas');
    }
    const token = new provider.AccessToken({
      accountId: personId,
      client,
      grantId,
      gty: 'authorization_code',
      scope: 'openid profile',
      extra: { idp },
      jkt: dpopKey.jkt,
    });
    const value = await token.save();
    tokens.set(key, value);
    return value;
  };

  const authHeaders: TestApp['authHeaders'] = async (personId, method, url, idp) => {
    const token = await tokenFor(personId, idp);
    return {
      authorization: `DPoP ${token}`,
      dpop: dpopKey.proof({ method, url: `${publicUrl}${url}`, accessToken: token }),
    };
  };

  const call: TestApp['call'] = async (personId, { idp, ...options }) => {
    const xsrf = app.deps.xsrf.issue();
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    if (personId) {
      const url = typeof options.url === 'string' ? options.url : '/';
      Object.assign(headers, await authHeaders(personId, options.method ?? 'GET', url, idp));
    }
    return app.inject({
      ...options,
      headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
    });
  };

  return {
    app,
    clock,
    tokenFor,
    dpopKey,
    authHeaders,
    call,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
