import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverDir } from '../paths';
import {
  deployPromote,
  deployRollback,
  deploySet,
  deployStatus,
  type DeployContext,
} from './deploy-commands';
import { deployLogOf } from './deployment-store';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A release as `pnpm release` lays it out, with what a deploy reads. */
function writeRelease(site: string, app: string, version: string, sharedVersion = '1.2.0'): string {
  const dir = path.join(site, 'releases', app, version);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: app.replace('-', '_'),
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: '@fullmakt/shared', version: sharedVersion }],
    }),
    'remoteEntry.js': `/* ${app} ${version} */`,
    [`routes.${version}.js`]: '/* chunk */',
  };
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), text);
  }
  const integrity = Object.fromEntries(Object.entries(files).map(([f, t]) => [f, sri(t)]));
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({
      app,
      version,
      commit: 'c'.repeat(40),
      buildTime: '2026-11-27T12:00:00.000Z',
      sharedVersion,
      entries: {
        'mf-manifest.json': integrity['mf-manifest.json'],
        'remoteEntry.js': integrity['remoteEntry.js'],
      },
      files: integrity,
      routes: ['/privat'],
      gzippedBytes: 100,
    }),
  );
  return dir;
}

/** The site a deploy checks against: its releases and the shell's shared version, as files. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let site: string;
let server: Server;
let context: DeployContext;
let deploymentFile: string;
const initial = `${JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json', mfe_privat: { stable: '1.0.0-a', previous: [] } } }, null, 2)}\n`;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'fullmakt-deploy-site-'));
  writeFileSync(path.join(site, 'shared-version.json'), JSON.stringify({ version: '1.2.0' }));
  for (const [app, version, shared] of [
    ['mfe-privat', '1.0.0-a', '1.2.0'],
    ['mfe-privat', '1.0.0-b', '1.1.3'],
    ['mfe-privat', '1.0.0-c', '1.2.0'],
    ['mfe-privat', '2.0.0-major', '2.0.0'],
    ['mfe-privat', '1.3.0-newer', '1.3.0'],
    ['mfe-privat', '1.0.0-tampered', '1.2.0'],
    ['mfe-privat', '1.0.0-garbled', '1.2.0'],
    ['mfe-ombud', '1.0.0-a', '1.2.0'],
    ['mfe-organisation', '1.0.0-a', '1.2.0'],
    ['mfe-verifiera', '1.0.0-a', '1.2.0'],
  ] as const) {
    writeRelease(site, app, version, shared);
  }
  writeFileSync(
    path.join(site, 'releases/mfe-privat/1.0.0-tampered/remoteEntry.js'),
    '/* changed after release */',
  );
  // Its release.json is good; the manifest it serves is not one.
  writeFileSync(
    path.join(site, 'releases/mfe-privat/1.0.0-garbled/mf-manifest.json'),
    '<html>502 Bad Gateway</html>',
  );
  server = await serve(site);
});
afterAll(() => {
  server.close();
});

beforeEach(() => {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-deploy-'));
  deploymentFile = path.join(deployDir, 'remotes.test.json');
  writeFileSync(deploymentFile, initial);
  context = {
    deployDir,
    site: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    who: 'anna.tester',
    now: () => new Date('2026-11-27T13:00:00.000Z'),
  };
});

const fileNow = () => readFileSync(deploymentFile, 'utf8');
const logNow = () =>
  existsSync(deployLogOf(deploymentFile)) ? readFileSync(deployLogOf(deploymentFile), 'utf8') : '';

describe('deploy:set, deploy:rollback, deploy:promote', () => {
  it('sets a checked release, logs who, from, to and why, and rolls back to the previous one', async () => {
    const set = await deploySet(context, 'test', 'mfe_privat', '1.0.0-b', { why: 'new list page' });
    expect(set).toEqual({ ok: true, message: 'mfe_privat in test: 1.0.0-a → 1.0.0-b' });
    expect(JSON.parse(fileNow()).remotes.mfe_privat).toEqual({
      stable: '1.0.0-b',
      previous: ['1.0.0-a'],
      prefixes: ['/privat'],
    });
    // Written back in full: each remote with the prefixes it owns.
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      manifest: '/mfe/info/mf-manifest.json',
      prefixes: ['/', '/info', '/en'],
    });

    const back = await deployRollback(context, 'test', 'mfe_privat');
    expect(back.ok).toBe(true);
    expect(JSON.parse(fileNow()).remotes.mfe_privat).toEqual({
      stable: '1.0.0-a',
      previous: [],
      prefixes: ['/privat'],
    });
    expect(
      logNow()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      {
        at: '2026-11-27T13:00:00.000Z',
        who: 'anna.tester',
        env: 'test',
        remote: 'mfe_privat',
        action: 'set',
        from: '1.0.0-a',
        to: '1.0.0-b',
        why: 'new list page',
      },
      {
        at: '2026-11-27T13:00:00.000Z',
        who: 'anna.tester',
        env: 'test',
        remote: 'mfe_privat',
        action: 'rollback',
        from: '1.0.0-b',
        to: '1.0.0-a',
        why: 'deploy:rollback',
      },
    ]);
    expect(deployStatus(context, 'test').message).toContain(
      'test mfe_privat: stable 1.0.0-a, no earlier release, owns /privat; last rollback 2026-11-27T13:00:00.000Z by anna.tester',
    );
  });

  it('records a canary (checked like any release) and promotes it to stable', async () => {
    expect((await deploySet(context, 'test', 'mfe_privat', '1.0.0-c', { canary: 10 })).ok).toBe(
      true,
    );
    expect(JSON.parse(fileNow()).remotes.mfe_privat.canary).toEqual({
      version: '1.0.0-c',
      share: 10,
    });
    expect((await deployPromote(context, 'test', 'mfe_privat')).ok).toBe(true);
    expect(JSON.parse(fileNow()).remotes.mfe_privat).toEqual({
      stable: '1.0.0-c',
      previous: ['1.0.0-a'],
      prefixes: ['/privat'],
    });
  });

  it.each([
    [
      'an unknown version',
      '1.0.0-zzz',
      /mfe-privat 1\.0\.0-zzz is not a release: .*release\.json answers 404/,
    ],
    [
      'a release whose mf-manifest.json does not parse',
      '1.0.0-garbled',
      /^mfe-privat 1\.0\.0-garbled: its mf-manifest\.json cannot be read or parsed; nothing changed$/,
    ],
    [
      'files that do not match their SRI',
      '1.0.0-tampered',
      /remoteEntry\.js does not match its SRI/,
    ],
    ['another major of shared', '2.0.0-major', /another major than the shell's 1\.2\.0/],
    [
      "a shared newer than the shell's",
      '1.3.0-newer',
      /@fullmakt\/shared 1\.3\.0, newer than the shell's 1\.2\.0/,
    ],
    ['the stable release again', '1.0.0-a', /already the stable release/],
    ['a version that is no version', '../x', /is not a release version/],
  ])('refuses %s in one line and changes nothing', async (_what, version, reason) => {
    const outcome = await deploySet(context, 'test', 'mfe_privat', version);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(reason);
    expect(outcome.message).not.toContain('\n');
    expect(fileNow()).toBe(initial);
    expect(logNow()).toBe('');
  });

  it('adds a remote no build knows with the prefixes it owns, and shows them in deploy:status', async () => {
    const added = await deploySet(context, 'test', 'mfe_verifiera', '1.0.0-a', {
      prefixes: ['/verifiera'],
    });
    expect(added).toEqual({ ok: true, message: 'mfe_verifiera in test: nothing → 1.0.0-a' });
    expect(JSON.parse(fileNow()).remotes.mfe_verifiera).toEqual({
      stable: '1.0.0-a',
      previous: [],
      prefixes: ['/verifiera'],
    });
    expect(deployStatus(context, 'test').message).toMatch(
      /^test mfe_verifiera: stable 1\.0\.0-a, no earlier release, owns \/verifiera; last set .* by anna\.tester/m,
    );
  });

  it.each([
    ['without prefixes', undefined, /mfe_verifiera finns inte i test: .*--prefixes/],
    [
      'owning what another remote owns',
      ['/verifiera', '/info'],
      /mfe_info och mfe_verifiera äger båda \/info/,
    ],
    ['with a prefix that is no prefix', ['/verifiera/'], /ett prefix är \/ eller/],
  ])(
    'refuses a new remote %s in one Swedish line and changes nothing',
    async (_what, prefixes, reason) => {
      const outcome = await deploySet(context, 'test', 'mfe_verifiera', '1.0.0-a', {
        ...(prefixes === undefined ? {} : { prefixes }),
      });
      expect(outcome.ok).toBe(false);
      expect(outcome.message).toMatch(reason);
      expect(outcome.message).toMatch(/filen är oförändrad$/);
      expect(outcome.message).not.toContain('\n');
      expect(fileNow()).toBe(initial);
      expect(logNow()).toBe('');
    },
  );

  it('refuses a release that does not answer, a rollback with nothing before, and a malformed file', async () => {
    const unreachable = await deploySet(
      { ...context, site: new URL('http://127.0.0.1:9') },
      'test',
      'mfe_privat',
      '1.0.0-b',
    );
    expect(unreachable.message).toMatch(
      /^the site http:\/\/127\.0\.0\.1:9 does not answer \(.*\); nothing changed$/,
    );
    expect((await deployRollback(context, 'test', 'mfe_privat')).message).toMatch(
      /no earlier release/,
    );
    expect(fileNow()).toBe(initial);
    const malformed = '{ "remotes": { "mfe_privat": { "stabel": "1.0.0-a" } } }';
    writeFileSync(deploymentFile, malformed);
    const outcome = await deploySet(context, 'test', 'mfe_privat', '1.0.0-b');
    expect(outcome.message).toMatch(/kan inte läsas eller tolkas/);
    expect(fileNow()).toBe(malformed);
    expect(logNow()).toBe('');
  });

  /** Words of an English refusal: none may be in a Swedish one. */
  const english =
    /\b(cannot|nothing|changed|fix|first|must|Invalid|input:|expected|received|Unexpected|Unrecognized|is not|does not|no such)\b/;

  it.each([
    [
      'a key no remote has',
      '{ "remotes": { "mfe_privat": { "stabel": "1.0.0-a" } } }',
      'remotes.mfe_privat: Ogiltig input',
    ],
    [
      'a key the file does not have',
      '{ "remotes": {}, "extra": 1 }',
      'filen: Okänd nyckel: "extra"',
    ],
    [
      'a version that is no version',
      '{ "remotes": { "mfe_privat": { "stable": "../x", "prefixes": ["/privat"] } } }',
      'remotes.mfe_privat.stable: en version är bokstäver, siffror, . _ eller -',
    ],
    [
      'a manifest URL that is no URL',
      '{ "remotes": { "mfe_info": { "manifest": "javascript:alert(1)", "prefixes": ["/info"] } } }',
      'remotes.mfe_info.manifest: ska vara en absolut http(s)-URL eller en sökväg som börjar med /',
    ],
    [
      'a releases base that is neither path nor URL',
      '{ "releases": "ftp://cdn", "remotes": {} }',
      'releases: releases är en sökväg som börjar med / eller en http(s)-URL',
    ],
    [
      'two remotes owning one prefix',
      '{ "remotes": { "mfe_info": { "manifest": "/mfe/info/mf-manifest.json", "prefixes": ["/info"] }, "mfe_test": { "stable": "1", "prefixes": ["/info"] } } }',
      'remotes.mfe_test.prefixes: mfe_info och mfe_test äger båda /info: en adress har en ägare',
    ],
    ['text that is not JSON', '{ "remotes": { ', 'inte giltig JSON vid tecken 15'],
    ['an empty file', '', 'inte giltig JSON'],
  ])(
    'refuses a deployment file with %s in one Swedish line and changes nothing',
    async (_what, malformed, reason) => {
      writeFileSync(deploymentFile, malformed);
      for (const outcome of [
        await deploySet(context, 'test', 'mfe_privat', '1.0.0-b'),
        await deployRollback(context, 'test', 'mfe_privat'),
      ]) {
        expect(outcome).toEqual({
          ok: false,
          message: `${deploymentFile} kan inte läsas eller tolkas (${reason}); filen är oförändrad`,
        });
        expect(outcome.message).not.toMatch(english);
      }
      const status = deployStatus(context, 'test').message;
      expect(status).toBe(`test: ${deploymentFile} kan inte läsas eller tolkas (${reason})`);
      expect(status).not.toMatch(english);
      expect(fileNow()).toBe(malformed);
      expect(logNow()).toBe('');
    },
  );

  it('says in Swedish that an environment has no deployment file', () => {
    const status = deployStatus(context, 'prod').message;
    expect(status).toBe(
      `prod: ${path.join(context.deployDir, 'remotes.prod.json')} kan inte läsas eller tolkas (filen finns inte)`,
    );
    expect(status).not.toMatch(english);
  });

  it('refuses a release that does not answer at its URL while the site does, and changes nothing', async () => {
    // The shell answers (its shared version is read); only the releases' base is down.
    const elsewhere = `${JSON.stringify({ releases: 'http://127.0.0.1:9', remotes: { mfe_privat: { stable: '1.0.0-a', previous: [], prefixes: ['/privat'] } } }, null, 2)}\n`;
    writeFileSync(deploymentFile, elsewhere);
    const outcome = await deploySet(context, 'test', 'mfe_privat', '1.0.0-b');
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(
      /^mfe-privat 1\.0\.0-b does not answer at http:\/\/127\.0\.0\.1:9\/mfe-privat\/1\.0\.0-b\/ \(.+\); nothing changed$/,
    );
    expect(outcome.message).not.toContain('\n');
    expect(fileNow()).toBe(elsewhere);
    expect(logNow()).toBe('');
  });

  it('keeps both of two deploys run at once, as separate processes', async () => {
    const cli = path.join(serverDir, 'src', 'deploy', 'cli.ts');
    const run = (remote: string) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', cli, 'set', 'test', remote, '1.0.0-a'],
          {
            cwd: serverDir,
            env: {
              ...process.env,
              FULLMAKT_DEPLOY_DIR: context.deployDir,
              FULLMAKT_DEPLOY_SITE: context.site.href,
              FULLMAKT_DEPLOY_WHO: remote,
            },
            stdio: 'ignore',
          },
        );
        child.on('exit', resolve);
      });
    expect(
      await Promise.all([run('mfe_ombud'), run('mfe_organisation'), run('mfe_privat')]),
    ).toEqual([0, 0, 1]);
    const remotes = JSON.parse(fileNow()).remotes;
    expect(remotes.mfe_ombud).toMatchObject({ stable: '1.0.0-a', previous: [] });
    expect(remotes.mfe_organisation).toMatchObject({ stable: '1.0.0-a', previous: [] });
    expect(logNow().trim().split('\n')).toHaveLength(2);
  }, 60_000);
});

describe('a remote on an origin of its own (its own releases base, the production shape)', () => {
  // The origin serves the app's releases folder as its root, as prod:local's nginx and the
  // remote's image do: `<origin>/<version>/…`, no `/releases/<app>/` in the path.
  let originRoot: string;
  let origin: Server;
  let base: string;
  let ownFile: string;

  beforeAll(async () => {
    originRoot = mkdtempSync(path.join(tmpdir(), 'fullmakt-deploy-origin-'));
    for (const [version, shared] of [
      ['2.0.0-own', '1.2.0'],
      ['2.1.0-own', '1.1.0'],
      ['2.2.0-own', '1.2.0'],
      ['3.0.0-major', '2.0.0'],
      ['2.0.0-tampered', '1.2.0'],
    ] as const) {
      writeRelease(originRoot, 'mfe-info', version, shared);
    }
    writeFileSync(
      path.join(originRoot, 'releases/mfe-info/2.0.0-tampered/remoteEntry.js'),
      '/* changed after release */',
    );
    // Only on the site's file-wide base, not on the remote's own origin.
    writeRelease(site, 'mfe-info', '2.0.0-site');
    origin = await serve(path.join(originRoot, 'releases', 'mfe-info'));
    base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    origin.close();
  });

  beforeEach(() => {
    ownFile = `${JSON.stringify(
      {
        remotes: {
          mfe_info: { releases: base, stable: '2.0.0-own', previous: [], prefixes: ['/', '/info'] },
          mfe_privat: { stable: '1.0.0-a', previous: [], prefixes: ['/privat'] },
        },
      },
      null,
      2,
    )}\n`;
    writeFileSync(deploymentFile, ownFile);
  });

  it('checks the release on its origin and keeps the base through set, canary, promote and rollback', async () => {
    const set = await deploySet(context, 'test', 'mfe_info', '2.1.0-own', { why: 'own origin' });
    expect(set).toEqual({ ok: true, message: 'mfe_info in test: 2.0.0-own → 2.1.0-own' });
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      releases: base,
      stable: '2.1.0-own',
      previous: ['2.0.0-own'],
      prefixes: ['/', '/info'],
    });
    expect((await deploySet(context, 'test', 'mfe_info', '2.2.0-own', { canary: 20 })).ok).toBe(
      true,
    );
    expect((await deployPromote(context, 'test', 'mfe_info')).ok).toBe(true);
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      releases: base,
      stable: '2.2.0-own',
      previous: ['2.1.0-own', '2.0.0-own'],
      prefixes: ['/', '/info'],
    });
    expect((await deployRollback(context, 'test', 'mfe_info')).ok).toBe(true);
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      releases: base,
      stable: '2.1.0-own',
      previous: ['2.0.0-own'],
      prefixes: ['/', '/info'],
    });
    // The other remote still resolves on the file-wide base.
    expect((await deploySet(context, 'test', 'mfe_privat', '1.0.0-c')).ok).toBe(true);
    expect(
      logNow()
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { action: string; to: string }).action),
    ).toEqual(['set', 'canary', 'promote', 'rollback', 'set']);
    expect(deployStatus(context, 'test').message).toContain(
      `test mfe_info: stable 2.1.0-own, rollback to 2.0.0-own, releases at ${base}, owns / /info`,
    );
  });

  it.each([
    [
      'a version only the file-wide base has',
      '2.0.0-site',
      /^mfe-info 2\.0\.0-site is not a release: http:\/\/127\.0\.0\.1:\d+\/2\.0\.0-site\/release\.json answers 404; nothing changed$/,
    ],
    [
      'files that do not match their SRI',
      '2.0.0-tampered',
      /remoteEntry\.js does not match its SRI/,
    ],
    ['another major of shared', '3.0.0-major', /another major than the shell's 1\.2\.0/],
  ])('refuses %s in one line and changes nothing', async (_what, version, reason) => {
    const outcome = await deploySet(context, 'test', 'mfe_info', version);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(reason);
    expect(outcome.message).not.toContain('\n');
    expect(fileNow()).toBe(ownFile);
    expect(logNow()).toBe('');
  });

  it('adds a remote on its own origin with --releases-base, and moves a remote deployed by build URL there', async () => {
    // A file without it: it joins with its prefixes and its origin.
    writeFileSync(
      deploymentFile,
      `${JSON.stringify({ remotes: { mfe_privat: { stable: '1.0.0-a', previous: [], prefixes: ['/privat'] } } })}\n`,
    );
    const added = await deploySet(context, 'test', 'mfe_info', '2.1.0-own', {
      prefixes: ['/', '/info'],
      releasesBase: base,
    });
    expect(added).toEqual({ ok: true, message: 'mfe_info in test: nothing → 2.1.0-own' });
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      releases: base,
      stable: '2.1.0-own',
      previous: [],
      prefixes: ['/', '/info'],
    });
    // A remote named by a build URL (the plain form) becomes a release on its origin.
    writeFileSync(
      deploymentFile,
      `${JSON.stringify({ remotes: { mfe_info: { manifest: `${base}/2.0.0-own/mf-manifest.json`, prefixes: ['/', '/info'] } } })}\n`,
    );
    const moved = await deploySet(context, 'test', 'mfe_info', '2.2.0-own', { releasesBase: base });
    expect(moved).toEqual({
      ok: true,
      message: `mfe_info in test: ${base}/2.0.0-own/mf-manifest.json → 2.2.0-own`,
    });
    expect(JSON.parse(fileNow()).remotes.mfe_info).toEqual({
      releases: base,
      stable: '2.2.0-own',
      previous: [],
      prefixes: ['/', '/info'],
    });
  });

  it.each([
    [
      'a base that is no URL',
      { releasesBase: 'info.example' },
      /^info\.example: releases är fjärrmodulens egen bas/,
    ],
    [
      'a base with a canary',
      { releasesBase: 'https://info.example', canary: 10 },
      /^--releases-base flyttar varje utgåva/,
    ],
  ])('refuses %s in one Swedish line and changes nothing', async (_what, options, reason) => {
    const outcome = await deploySet(context, 'test', 'mfe_info', '2.1.0-own', options);
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(reason);
    expect(outcome.message).toMatch(/filen är oförändrad$/);
    expect(fileNow()).toBe(ownFile);
    expect(logNow()).toBe('');
  });

  it('refuses when its origin does not answer while the site does, and changes nothing', async () => {
    const down = ownFile.replace(base, 'http://127.0.0.1:9');
    writeFileSync(deploymentFile, down);
    const outcome = await deploySet(context, 'test', 'mfe_info', '2.1.0-own');
    expect(outcome.message).toMatch(
      /^mfe-info 2\.1\.0-own does not answer at http:\/\/127\.0\.0\.1:9\/2\.1\.0-own\/ \(.+\); nothing changed$/,
    );
    expect(fileNow()).toBe(down);
    expect(logNow()).toBe('');
  });
});
