import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

/** Debian's nginx and the module that sends a build's .br copies as they are. */
export const nginxPath = '/usr/sbin/nginx';
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The production shape (`pnpm prod:local`) has nginx in front. Installs Debian's packages
 * when they are missing and we may (as scripts/chromium.mjs does for Chromium); otherwise
 * says what to do.
 */
export function ensureNginx() {
  if (existsSync(nginxPath) && existsSync(brotliStaticModule)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `nginx eller dess brotli-modul saknas (${nginxPath}, ${brotliStaticModule}). Installera Debians paket (sudo apt-get install nginx libnginx-mod-http-brotli-static).`,
    );
  }
  console.info('Installerar nginx och libnginx-mod-http-brotli-static från Debian ...');
  run('apt-get', ['update']);
  run('apt-get', [
    'install',
    '-y',
    '--no-install-recommends',
    'nginx',
    'libnginx-mod-http-brotli-static',
  ]);
}
