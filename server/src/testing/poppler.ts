import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function has(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
}

/**
 * Debian's poppler-utils (pdftotext, pdftoppm) read the PDFs in tests, as a reader would.
 * Installed when missing and we may (root with apt-get, as scripts/chromium.mjs does for
 * the browser); otherwise the reason to skip, printed by the caller, except in CI, where it
 * throws.
 */
export function ensurePoppler(): string | undefined {
  if (has('pdftotext') && has('pdftoppm')) {
    return undefined;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    // In CI (.ci/run sets CI) the PDF tests must run: a skip there would be a claim nobody checks.
    if (process.env.CI) {
      throw new Error(
        'poppler-utils saknas i CI och kan inte installeras (inte root eller ingen apt-get).',
      );
    }
    return 'poppler-utils saknas (pdftotext, pdftoppm) och kan inte installeras utan root: sudo apt-get install poppler-utils';
  }
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], {
      stdio: 'ignore',
    });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'poppler-utils'], {
      stdio: 'ignore',
    });
  }
  return undefined;
}
