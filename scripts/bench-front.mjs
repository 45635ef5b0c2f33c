// `node scripts/bench-front.mjs up <dir> <port>,<port>` / `down <dir>`: the production
// shape's front (deploy/nginx/front.conf.template, rendered as `pnpm prod:local` renders
// it: TLS, HTTP/2, the upstream of two processes) before server processes a benchmark
// started, so `pnpm bench:api --front` measures the API through nginx beside the same
// processes directly (issue 30's target: nginx's added cost per request). `up` prints
// { origin, certFile } as JSON; everything it makes is in <dir>.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { ensureNginx, nginxPath } from './nginx.mjs';
import { makeCertificate } from './prod-local/certificate.mjs';
import { prodLocal } from './prod-local/layout.mjs';
import { renderNginxConfig } from './prod-local/nginx-config.mjs';

const [command, dir, ports] = process.argv.slice(2);
if (!dir || !['up', 'down'].includes(command ?? '')) {
  console.error('usage: bench-front.mjs up <dir> <port>,<port> | down <dir>');
  process.exit(2);
}
const conf = path.join(dir, 'nginx.conf');
const nginxArgs = ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

if (command === 'up') {
  ensureNginx();
  mkdirSync(path.join(dir, 'nginx-tmp'), { recursive: true });
  const { certFile, keyFile } = makeCertificate(dir);
  const frontPort = await freePort();
  const origin = `https://127.0.0.1:${frontPort}`;
  writeFileSync(
    conf,
    renderNginxConfig({
      stateDir: dir,
      certFile,
      keyFile,
      frontPort,
      serverPorts: (ports ?? '').split(',').map(Number),
      failTimeoutSeconds: prodLocal.failTimeoutSeconds,
      shellOrigin: origin,
      remotes: [],
    }),
  );
  const started = spawnSync(nginxPath, nginxArgs, { encoding: 'utf8' });
  if (started.status !== 0) {
    console.error(started.stderr);
    process.exit(1);
  }
  console.info(JSON.stringify({ origin, certFile }));
} else {
  spawnSync(nginxPath, [...nginxArgs, '-s', 'quit'], { stdio: 'inherit' });
}
