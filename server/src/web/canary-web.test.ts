import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { browserErrorPath } from '../routes/browser-error-routes';
import { deployStatus } from '../deploy/deploy-commands';
import { readDeployLog } from '../deploy/deployment-store';
import { testPerson } from '../seed/people';

/**
 * Issue 29 item 5 through the server: the cohort cookie, /remotes.json and the page's
 * preloads by cohort, their cache headers, the metrics per remote and release, and a broken
 * canary withdrawn from the reports the browsers send.
 */
const stableManifest = '/releases/mfe-ombud/1.0.0/mf-manifest.json';
const canaryManifest = '/releases/mfe-ombud/1.1.0/mf-manifest.json';

function site(share: number): { webDir: string; deployDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-canary-web-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body><div id="root"></div></body></html>',
  );
  const deployDir = path.join(webDir, 'deploy');
  mkdirSync(deployDir);
  const deploymentFile = path.join(deployDir, 'remotes.test.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({
      remotes: {
        mfe_info: '/mfe/info/mf-manifest.json',
        mfe_ombud: { stable: '1.0.0', canary: { version: '1.1.0', share } },
      },
    }),
  );
  return { webDir, deployDir, deploymentFile };
}

/** A server on a new site whose ombud remote has a canary of `share` %, judged quickly. */
async function startSite(share: number) {
  const dirs = site(share);
  const app = await buildApp({
    webDir: dirs.webDir,
    deploymentFile: dirs.deploymentFile,
    logLevel: 'silent',
    settings: { canary: { marginPercent: 5, windowMs: 60_000, minLoads: 20 } },
  });
  return { app, dirs };
}

const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name.endsWith('fullmakt-kohort'));
const ombudOf = (res: LightMyRequestResponse) =>
  res.json<{ remotes: Record<string, string> }>().remotes.mfe_ombud ?? '';

describe('canary by cohort (issue 29 item 5)', () => {
  let app: FastifyInstance;
  let dirs: ReturnType<typeof site>;
  beforeAll(async () => {
    ({ app, dirs } = await startSite(10));
  });
  afterAll(async () => {
    await app.close();
  });

  it('puts 10 ± 3 % of 2 000 new browsers in a 10 % canary, each by a cookie of its own', async () => {
    const cohorts = new Set<string>();
    let canary = 0;
    for (let i = 0; i < 2000; i += 1) {
      const res = await app.inject('/remotes.json');
      const cookie = cookieOf(res);
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
      cohorts.add(cookie?.value ?? '');
      canary += ombudOf(res) === canaryManifest ? 1 : 0;
    }
    expect(cohorts.size).toBe(2000);
    const share = (100 * canary) / 2000;
    console.info(`canary at 10 %: ${share.toFixed(2)} % of 2 000 new cohorts got it`);
    // The server's random cohorts: the share's standard deviation over 2 000 is 0.67 points.
    // ±2 (3 of them) failed about one run in 370 without a fault; ±3 (4.5) one in 150 000.
    expect(Math.abs(share - 10)).toBeLessThanOrEqual(3);
    // 2 000 whole requests (the figure): about 6 ms each on two busy cores.
  }, 60_000);

  it('keeps every browser in its cohort across 20 page loads, pages and /remotes.json alike, and across processes', async () => {
    const again = await buildApp({
      webDir: dirs.webDir,
      deploymentFile: dirs.deploymentFile,
      logLevel: 'silent',
    });
    try {
      let kept = 0;
      const browsers = 100;
      let inCanary = 0;
      for (let b = 0; b < browsers; b += 1) {
        const first = await app.inject('/privat/ombud');
        const cohort = cookieOf(first)?.value ?? '';
        const manifest = /<link rel="preload" href="([^"]+mf-manifest\.json)"/.exec(
          first.body,
        )?.[1];
        inCanary += manifest === canaryManifest ? 1 : 0;
        let same = true;
        for (let load = 1; load < 20; load += 1) {
          // Every other load on the other process: the cohort is the cookie, not the server.
          const server = load % 2 === 0 ? app : again;
          const res =
            load % 3 === 0
              ? await server.inject({
                  url: '/remotes.json',
                  cookies: { 'fullmakt-kohort': cohort },
                })
              : await server.inject({
                  url: '/privat/ombud',
                  cookies: { 'fullmakt-kohort': cohort },
                });
          const got =
            load % 3 === 0
              ? ombudOf(res)
              : /<link rel="preload" href="([^"]+mf-manifest\.json)"/.exec(res.body)?.[1];
          // The page's deployment block says the same as its preloads.
          if (load % 3 !== 0) {
            same &&= res.body.includes(`"mfe_ombud":"${got ?? ''}"`);
          }
          same &&= got === manifest && cookieOf(res) === undefined;
        }
        kept += same ? 1 : 0;
      }
      console.info(
        `${kept} of ${browsers} browsers (${(100 * kept) / browsers} %) kept their cohort across 20 loads; ${inCanary} in the canary`,
      );
      expect(kept).toBe(browsers);
      expect(inCanary).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
    // 2 000 whole requests, as above.
  }, 60_000);

  it('marks every answer that varies by cohort private and Vary: Cookie', async () => {
    for (const url of ['/remotes.json', '/privat/ombud', '/']) {
      const res = await app.inject(url);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(String(res.headers.vary).toLowerCase(), url).toContain('cookie');
    }
  });

  it('sets a cookie that holds a random id and nothing of the person: HttpOnly, SameSite=Lax, long-lived', async () => {
    const res = await app.inject({
      url: `/privat/ombud?pnr=${testPerson.anna}`,
      cookies: { _session: 'x' },
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({
      name: 'fullmakt-kohort',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie?.value).not.toContain(testPerson.anna.slice(2));
    // Random: the same request again is another cohort.
    expect(cookieOf(await app.inject(`/privat/ombud?pnr=${testPerson.anna}`))?.value).not.toBe(
      cookie?.value,
    );
    // A made-up cookie is no cohort: replaced by a random one.
    const forged = await app.inject({
      url: '/remotes.json',
      cookies: { 'fullmakt-kohort': testPerson.anna },
    });
    expect(cookieOf(forged)?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('sets it Secure under __Host- with secure cookies (production)', async () => {
    const secure = await buildApp({
      webDir: dirs.webDir,
      deploymentFile: dirs.deploymentFile,
      logLevel: 'silent',
      settings: { secureCookies: true },
    });
    try {
      const cookie = cookieOf(await secure.inject('/remotes.json'));
      expect(cookie).toMatchObject({
        name: '__Host-fullmakt-kohort',
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.close();
    }
  });
});

describe('a site without a canary', () => {
  it('sets no cohort cookie: nobody needs one', async () => {
    const dirs = site(0);
    writeFileSync(
      dirs.deploymentFile,
      JSON.stringify({ remotes: { mfe_ombud: { stable: '1.0.0' } } }),
    );
    const app = await buildApp({ ...dirs, logLevel: 'silent' });
    try {
      const res = await app.inject('/remotes.json');
      expect(cookieOf(res)).toBeUndefined();
      expect(ombudOf(res)).toBe(stableManifest);
    } finally {
      await app.close();
    }
  });
});

describe('reports per remote and release, and a broken canary withdrawn', () => {
  let app: FastifyInstance;
  let dirs: ReturnType<typeof site>;
  beforeAll(async () => {
    ({ app, dirs } = await startSite(50));
  });
  afterAll(async () => {
    await app.close();
  });

  let address = 0;
  const report = (payload: object) =>
    app.inject({
      method: 'POST',
      url: browserErrorPath,
      payload: { sida: '/privat/ombud', meddelande: 'mfe_ombud', ...payload },
      // A browser each: the reports' rate limit is per address.
      remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
    });
  const metric = async (name: string) =>
    (await app.metrics.registry.getSingleMetricAsString(name))
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .sort();

  it('counts loads, load failures and browser errors per remote and release; a made-up release is okand', async () => {
    expect(
      (await report({ typ: 'laddad', fjarrmodul: 'mfe_ombud', version: '1.0.0' })).statusCode,
    ).toBe(204);
    await report({ typ: 'fjarrmodul', fjarrmodul: 'mfe_ombud', version: '1.0.0' });
    await report({ typ: 'fel', fjarrmodul: 'mfe_ombud', version: '1.0.0' });
    await report({ typ: 'laddad', fjarrmodul: 'mfe_info', version: 'info' });
    await report({ typ: 'laddad', fjarrmodul: 'mfe_ombud', version: 'hittepa-9' });
    // A remote that is none is refused at the edge.
    expect((await report({ typ: 'laddad', fjarrmodul: 'mfe_x', version: '1' })).statusCode).toBe(
      204,
    );
    expect((await report({ typ: 'laddad', version: 'x'.repeat(65) })).statusCode).toBe(400);
    expect(await metric('fullmakt_remote_loads_total')).toEqual([
      'fullmakt_remote_loads_total{remote="mfe_info",release="build"} 1',
      'fullmakt_remote_loads_total{remote="mfe_ombud",release="1.0.0"} 2',
      'fullmakt_remote_loads_total{remote="mfe_ombud",release="okand"} 1',
    ]);
    expect(await metric('fullmakt_remote_load_failures_total')).toEqual([
      'fullmakt_remote_load_failures_total{remote="mfe_ombud",release="1.0.0"} 1',
    ]);
    expect(await metric('fullmakt_remote_browser_errors_total')).toEqual([
      'fullmakt_remote_browser_errors_total{remote="mfe_ombud",release="1.0.0"} 1',
    ]);
  });

  it('withdraws a canary whose routes throw once it has its minimum loads: its cohort gets stable at the next load', async () => {
    // A browser in the canary's share, found by asking.
    let cohort = '';
    while (!cohort) {
      const res = await app.inject('/remotes.json');
      cohort = ombudOf(res) === canaryManifest ? (cookieOf(res)?.value ?? '') : '';
    }
    for (let i = 0; i < 30; i += 1) {
      await report({ typ: 'laddad', fjarrmodul: 'mfe_ombud', version: '1.0.0' });
    }
    for (let i = 0; i < 19; i += 1) {
      await report({ typ: 'laddad', fjarrmodul: 'mfe_ombud', version: '1.1.0' });
      await report({
        typ: 'fel',
        fjarrmodul: 'mfe_ombud',
        version: '1.1.0',
        meddelande: 'TypeError',
      });
    }
    await app.releaseReports.settled();
    const before = await app.inject({
      url: '/remotes.json',
      cookies: { 'fullmakt-kohort': cohort },
    });
    expect(ombudOf(before)).toBe(canaryManifest);

    const reached = Date.now();
    await report({ typ: 'laddad', fjarrmodul: 'mfe_ombud', version: '1.1.0' });
    await app.releaseReports.settled();
    const after = await app.inject({
      url: '/remotes.json',
      cookies: { 'fullmakt-kohort': cohort },
    });
    console.info(
      `broken canary withdrawn ${Date.now() - reached} ms after its minimum number of loads`,
    );
    expect(ombudOf(after)).toBe(stableManifest);
    const page = await app.inject({ url: '/privat/ombud', cookies: { 'fullmakt-kohort': cohort } });
    expect(page.body).toContain(`<link rel="preload" href="${stableManifest}"`);

    expect(JSON.parse(readFileSync(dirs.deploymentFile, 'utf8')).remotes.mfe_ombud).toEqual({
      stable: '1.0.0',
      previous: [],
      prefixes: ['/privat/ombud', '/organisation/ombud'],
    });
    expect(readDeployLog(dirs.deploymentFile)).toMatchObject([
      {
        action: 'withdraw',
        from: '1.1.0',
        to: '1.0.0',
        why: expect.stringMatching(/browser errors/),
      },
    ]);
    expect(
      deployStatus(
        { deployDir: dirs.deployDir, site: new URL('http://x.invalid'), who: 't' },
        'test',
      ).message,
    ).toMatch(/canary 1\.1\.0 WITHDRAWN .*browser errors 95\.0 % of 20 loads/);
    expect(await metric('fullmakt_canary_withdrawals_total')).toEqual([
      'fullmakt_canary_withdrawals_total{remote="mfe_ombud",release="1.1.0"} 1',
    ]);
  });
});
