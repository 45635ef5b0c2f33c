import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite drives Debian's Chromium (a downloaded browser cannot be had here).
 * Installs the package when it is missing and we may; otherwise says what to do.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium saknas på ${chromiumPath}. Installera Debians paket (sudo apt-get install chromium) eller sätt CHROMIUM_PATH.`,
    );
  }
  console.info('Installerar Chromium från Debian ...');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
}
