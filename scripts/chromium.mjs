import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The e2e suites drive Debian's headless shell of Chromium, Lighthouse and the benchmarks its
 * full browser (e2e/src/browser.ts); a downloaded browser cannot be had here. Installs the
 * packages when one is missing and we may; otherwise says what to do.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath) && existsSync(headlessShellPath)) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium saknas på ${chromiumPath} eller ${headlessShellPath}. Installera Debians paket (sudo apt-get install chromium chromium-headless-shell) eller sätt CHROMIUM_PATH och CHROMIUM_HEADLESS_SHELL_PATH.`,
    );
  }
  console.info('Installerar Chromium från Debian ...');
  run('apt-get', ['update']);
  run('apt-get', [
    'install',
    '-y',
    '--no-install-recommends',
    'chromium',
    'chromium-headless-shell',
  ]);
}
