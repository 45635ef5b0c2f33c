// The front's nginx config (deploy/nginx/*.conf.template) as `pnpm prod:local` renders it:
// nginx itself checks it (`nginx -t`), and one remote origin, started on a free port, is
// asked over HTTP/2 what the config promises. Skipped, with the reason printed, where
// nginx is not installed (`pnpm prod:local up` installs it).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliStaticModule, nginxPath } from './nginx.mjs';
import { makeCertificate } from './prod-local/certificate.mjs';
import { readmitWaitMs, renderNginxConfig } from './prod-local/nginx-config.mjs';

const missing = [nginxPath, brotliStaticModule].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.info(
    `prod-local-nginx.test: hoppas över, ${missing.join(' och ')} saknas (pnpm prod:local up installerar nginx).`,
  );
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One HTTP/2 GET; resolves with the status, the headers and the body's length. */
function get(origin, pathname, headers, ca) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, ...headers });
    let length = 0;
    let response = {};
    request.on('response', (h) => (response = h));
    request.on('data', (chunk) => (length += chunk.length));
    request.on('end', () => {
      session.close();
      resolve({ status: response[':status'], headers: response, length });
    });
    request.on('error', reject);
    request.end();
  });
}

describe.skipIf(missing.length > 0)('the production shape front (deploy/nginx)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-nginx-'));
  const shellOrigin = 'https://127.0.0.1:8443';
  const release = path.join(dir, 'releases', 'mfe-info', '1.0.0');
  let conf = '';
  let origin = '';
  let certFile = '';
  let frontOrigin = '';
  let serverPorts = [0, 0];
  const failTimeoutSeconds = 1;
  const nginxArgs = () => ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];

  beforeAll(async () => {
    // nginx's workers run as nobody when started as root: they must read the folder.
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, 'nginx-tmp'));
    mkdirSync(release, { recursive: true });
    writeFileSync(path.join(release, 'main.0123456789.js'), 'x'.repeat(2000));
    writeFileSync(
      path.join(release, 'main.0123456789.js.br'),
      brotliCompressSync('x'.repeat(2000)),
    );
    writeFileSync(path.join(release, 'mf-manifest.json'), '{}');
    const cert = makeCertificate(dir);
    certFile = cert.certFile;
    const remotePort = await freePort();
    origin = `https://127.0.0.1:${remotePort}`;
    conf = path.join(dir, 'nginx.conf');
    const frontPort = await freePort();
    frontOrigin = `https://127.0.0.1:${frontPort}`;
    serverPorts = [await freePort(), await freePort()];
    writeFileSync(
      conf,
      renderNginxConfig({
        stateDir: dir,
        ...cert,
        frontPort,
        serverPorts,
        failTimeoutSeconds,
        shellOrigin,
        remotes: [
          { name: 'mfe_info', port: remotePort, root: path.join(dir, 'releases', 'mfe-info') },
        ],
      }),
    );
  });

  afterAll(() => {
    if (existsSync(path.join(dir, 'nginx.pid'))) {
      spawnSync(nginxPath, [...nginxArgs(), '-s', 'stop']);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders every placeholder and passes nginx -t', () => {
    const result = spawnSync(nginxPath, ['-t', ...nginxArgs()], { encoding: 'utf8' });
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });

  it('serves a remote over HTTP/2: hashed files immutable and brotli as built, manifests no-cache, CORS for the shell only', async () => {
    const start = spawnSync(nginxPath, nginxArgs(), { encoding: 'utf8' });
    expect(start.status, start.stderr).toBe(0);
    const ca = [readFileSync(certFile)];
    const hashed = await get(origin, '/1.0.0/main.0123456789.js', { 'accept-encoding': 'br' }, ca);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.length).toBeLessThan(100);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['access-control-allow-origin']).toBe(shellOrigin);

    const manifest = await get(origin, '/1.0.0/mf-manifest.json', {}, ca);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe(shellOrigin);
  });

  it('a rolling restart: once one of its workers has seen a process back, every worker sends to it', async () => {
    const ca = [readFileSync(certFile)];
    const ok = [];
    const [a, b] = serverPorts.map((port) => startBackend(port));
    await Promise.all([a.listening, b.listening]);
    // Process A stops: requests on many connections (both workers) find it refusing.
    await a.stop();
    ok.push(...(await burst(frontOrigin, 20, ca)));
    // A is back and the rolling restart's wait has passed; then one connection (one nginx
    // worker) sends to it again, as the steady load does in production.
    const a2 = startBackend(serverPorts[0]);
    await a2.listening;
    await new Promise((resolve) => setTimeout(resolve, readmitWaitMs(failTimeoutSeconds)));
    ok.push(...(await sequentialOnOneConnection(frontOrigin, 10, ca)));
    // Now B stops. Requests at once on many connections: a worker that still left A out
    // would have no process for them (502, "no live upstreams").
    await b.stop();
    ok.push(...(await burst(frontOrigin, 40, ca)));
    await a2.stop();
    expect(ok.filter((status) => status !== 200)).toEqual([]);
    expect(ok).toHaveLength(70);
  });
});

/** A stand-in server process on the port: 200 to everything, until stopped (then refused). */
function startBackend(port) {
  const server = http.createServer((request, response) => {
    response.end('ok');
  });
  const listening = new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    listening,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** `count` GETs at once through the front, each on a connection of its own; their statuses. */
function burst(origin, count, ca) {
  return Promise.all(
    Array.from({ length: count }, () =>
      get(origin, '/', {}, ca).then(
        (response) => response.status,
        (error) => String(error),
      ),
    ),
  );
}

/** `count` GETs one after another on one connection (so one nginx worker); their statuses. */
async function sequentialOnOneConnection(origin, count, ca) {
  const session = http2.connect(origin, { ca });
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push(
      await new Promise((resolve, reject) => {
        const request = session.request({ ':path': '/' });
        request.on('response', (headers) => resolve(headers[':status']));
        request.on('error', reject);
        request.resume();
        request.end();
      }),
    );
  }
  session.close();
  return statuses;
}
