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
import http2 from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliStaticModule, nginxPath } from './nginx.mjs';
import { makeCertificate } from './prod-local/certificate.mjs';
import { renderNginxConfig } from './prod-local/nginx-config.mjs';

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
    writeFileSync(
      conf,
      renderNginxConfig({
        stateDir: dir,
        ...cert,
        frontPort: await freePort(),
        serverPorts: [await freePort(), await freePort()],
        failTimeoutSeconds: 3,
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
});
