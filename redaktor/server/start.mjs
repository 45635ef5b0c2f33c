// The editor app on a developer's machine: `pnpm --filter ./redaktor start`.
//
//   http://localhost:3100/redaktor/   the editor (redaktor/dist, built by `pnpm build`)
//   decap-server (MODE=git)           Decap's local backend: each save is a commit in
//                                     FULLMAKT_REDAKTOR_REPO
//   POST /redaktor/api/publicera      the publish (publish.mjs), which the editor's
//                                     "Publicera" calls after the commit
//
// The citizens' server knows nothing of this: it serves no /redaktor (404), and no page of
// the shell or a remote loads a byte of it. Settings (environment):
//   FULLMAKT_REDAKTOR_REPO       the git work tree to edit (default: this repository). Must
//                                be clean: decap-server commits with `git add .`
//   FULLMAKT_REDAKTOR_PORT       default 3100; decap-server on FULLMAKT_REDAKTOR_BACKEND_PORT
//                                (default the next port)
//   FULLMAKT_RELEASES_DIR, FULLMAKT_DEPLOY_DIR, FULLMAKT_DEPLOY_SITE, FULLMAKT_REDAKTOR_ENV
//                                where a publish releases to and which deployment file it sets
//   FULLMAKT_REDAKTOR_DIST       the built editor app it serves (default redaktor/dist)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import { publishInfo, repoRoot } from './publish.mjs';
import { scheduleWaitingNews } from './schedule.mjs';

const distDir = path.resolve(
  process.env.FULLMAKT_REDAKTOR_DIST ?? path.join(repoRoot, 'redaktor', 'dist'),
);
const contentRepo = path.resolve(process.env.FULLMAKT_REDAKTOR_REPO ?? repoRoot);
const port = Number(process.env.FULLMAKT_REDAKTOR_PORT ?? 3100);
const backendPort = Number(process.env.FULLMAKT_REDAKTOR_BACKEND_PORT ?? port + 1);

/** @param {string} message */
function fail(message) {
  console.error(`redaktör: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  fail('redaktor/dist saknas: kör pnpm --filter ./redaktor build först');
}
const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: contentRepo, encoding: 'utf8' });
if (dirty.status !== 0) {
  fail(`${contentRepo} är inte ett git-arkiv`);
}
if (dirty.stdout.trim() !== '') {
  fail(
    `${contentRepo} har ändringar som inte är incheckade; decap-server checkar in allt (git add .). Checka in dem först.`,
  );
}

const require = createRequire(import.meta.url);
const decapServer = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  env: {
    ...process.env,
    MODE: 'git',
    GIT_REPO_DIRECTORY: contentRepo,
    PORT: String(backendPort),
    BIND_HOST: '127.0.0.1',
    ORIGIN: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
decapServer.on('exit', (code) => fail(`decap-server stannade (${code})`));
process.on('exit', () => decapServer.kill());
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => process.exit(0));
}

const publishOptions = {
  contentRepo,
  releasesDir: path.resolve(process.env.FULLMAKT_RELEASES_DIR ?? path.join(repoRoot, 'releases')),
  deployDir: path.resolve(
    process.env.FULLMAKT_DEPLOY_DIR ?? path.join(repoRoot, 'server', 'deploy'),
  ),
  deployEnv: process.env.FULLMAKT_REDAKTOR_ENV ?? 'local',
  site: process.env.FULLMAKT_DEPLOY_SITE ?? 'http://localhost:8080',
  who: process.env.FULLMAKT_DEPLOY_WHO ?? userInfo().username,
  allowDirty: process.env.FULLMAKT_REDAKTOR_ALLOW_DIRTY === '1',
};

/** One publish at a time: two saves in a row publish in turn. */
let queue = Promise.resolve();
function publishNow() {
  const next = queue.then(() => {
    const result = publishInfo(publishOptions);
    if (result.ok) {
      scheduleWaitingNews(result.waiting, publishNow);
    }
    return result;
  });
  queue = next.then(() => undefined);
  return next;
}

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST' && url.pathname === '/redaktor/api/publicera') {
    void publishNow().then((result) => {
      response.writeHead(result.ok ? 200 : 422, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    });
    return;
  }
  if (url.pathname === '/redaktor/backend.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(
      JSON.stringify({
        kind: 'local',
        apiUrl: `http://localhost:${backendPort}/api/v1`,
        publishUrl: '/redaktor/api/publicera',
      }),
    );
    return;
  }
  if (url.pathname === '/redaktor') {
    response.writeHead(308, { location: '/redaktor/' });
    response.end();
    return;
  }
  const name =
    url.pathname === '/redaktor/' ? 'index.html' : url.pathname.slice('/redaktor/'.length);
  const file = path.join(distDir, name);
  if (!url.pathname.startsWith('/redaktor/') || !file.startsWith(distDir) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Sidan finns inte.');
    return;
  }
  response.writeHead(200, {
    'content-type':
      types[/** @type {keyof typeof types} */ (path.extname(file))] ?? 'application/octet-stream',
  });
  response.end(readFileSync(file));
});
server.listen(port, '127.0.0.1', () => {
  console.info(`Redaktören: http://localhost:${port}/redaktor/ (innehåll: ${contentRepo})`);
});
