import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { newAnswerKey } from '../answer-signing/answer-keys';
import { buildApp } from '../app';
import { readStartConfig } from '../core/production';

/**
 * Issue 34: the editors' app is absent from the citizens' site. It is served from the
 * agency's own editor origin (redaktor/server/start.mjs locally and in the e2e, static files
 * with a backend.json in production; redaktor/server/start.test.ts), never by this server:
 * /redaktor and all below it answer a plain 404 here, in a production start as in
 * development, and not the shell's page.
 */

const shellPage =
  '<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body></body></html>';

/** The built site, with the editor's files left in the shell's folder as a mistaken copy would. */
function webDir({ declaredRoutes }: { declaredRoutes: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-redaktor-absent-'));
  mkdirSync(path.join(dir, 'shell', 'redaktor'), { recursive: true });
  writeFileSync(path.join(dir, 'shell', 'index.html'), shellPage);
  writeFileSync(path.join(dir, 'shell', 'redaktor', 'index.html'), '<title>Redaktör</title>');
  writeFileSync(path.join(dir, 'shell', 'redaktor', 'backend.json'), '{"kind":"local"}');
  mkdirSync(path.join(dir, 'mfe', 'info'), { recursive: true });
  writeFileSync(path.join(dir, 'mfe', 'info', 'mf-manifest.json'), '{"name":"mfe_info"}');
  if (declaredRoutes) {
    writeFileSync(path.join(dir, 'shell', 'routes.json'), JSON.stringify({ routes: ['/login'] }));
    writeFileSync(
      path.join(dir, 'mfe', 'info', 'routes.json'),
      JSON.stringify({ routes: ['/', '/info', '/info/:slug'] }),
    );
  }
  const deploymentFile = path.join(dir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
  );
  return { webDir: dir, deploymentFile };
}

/** The app main.ts starts with these variables: production's rules, as the start decides them. */
async function startedWith(env: NodeJS.ProcessEnv, dirs: ReturnType<typeof webDir>) {
  const start = readStartConfig(env);
  if (!start.ok) {
    throw new Error(start.refusals.join('\n'));
  }
  return buildApp({
    ...dirs,
    logLevel: 'silent',
    publicUrl: start.env.FULLMAKT_PUBLIC_URL,
    secret: start.env.FULLMAKT_SECRET,
    settings: {
      env: start.deployment.envName,
      production: start.deployment.production,
      testEid: start.deployment.testEid,
    },
  });
}

/** Production as it must be configured, and nothing of the editors' backend. */
const production = {
  FULLMAKT_ENV: 'prod',
  FULLMAKT_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://fullmakt@db.internal:5432/fullmakt',
  FULLMAKT_PUBLIC_URL: 'https://www.digitalafullmakter.se',
  FULLMAKT_ANSWER_SIGNING_KEYS: JSON.stringify([newAnswerKey(new Date('2026-01-01T00:00:00Z'))]),
};

const editorAddresses = [
  '/redaktor',
  '/redaktor/',
  '/redaktor/?utkast=1',
  '/redaktor/index.html',
  '/redaktor/backend.json',
  '/redaktor/main.0123abcd.js',
  '/redaktor/api/publicera',
];

async function expectAbsent(app: FastifyInstance) {
  for (const url of editorAddresses) {
    for (const method of ['GET', 'HEAD'] as const) {
      const answer = await app.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      if (method === 'GET') {
        // Neither the shell's page (with the site's code) nor the editor's file.
        expect(answer.body, url).toBe('Sidan finns inte.');
      }
    }
  }
  expect((await app.inject({ method: 'POST', url: '/redaktor/api/publicera' })).statusCode).toBe(
    404,
  );
}

describe("the editors' app is absent from the citizens' site (issue 34)", () => {
  const made: string[] = [];
  const dirs = (declaredRoutes: boolean) => {
    const result = webDir({ declaredRoutes });
    made.push(result.webDir);
    return result;
  };
  afterAll(() => {
    for (const dir of made) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers /redaktor and all below it 404 in a production start without the editors’ backend', async () => {
    const app = await startedWith(production, dirs(true));
    try {
      expect(app.deps.settings.production).toBe(true);
      await expectAbsent(app);
      // The site itself is served as ever, and an address no route declares is the shell's
      // not-found page: only /redaktor is answered without the shell.
      expect((await app.inject('/info/om-oss')).statusCode).toBe(200);
      const missing = await app.inject('/redaktorer');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<title>Fullmakt</title>');
    } finally {
      await app.close();
    }
  });

  it('answers it 404 also where the declared routes cannot be read (every address a page)', async () => {
    const app = await startedWith(production, dirs(false));
    try {
      expect((await app.inject('/finns-inte')).statusCode).toBe(200);
      await expectAbsent(app);
    } finally {
      await app.close();
    }
  });

  it('answers it 404 in development too: the editor runs on its own origin there as well', async () => {
    const app = await startedWith({ FULLMAKT_ENV: 'dev' }, dirs(true));
    try {
      expect(app.deps.settings.production).toBe(false);
      await expectAbsent(app);
    } finally {
      await app.close();
    }
  });
});
