import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * pg_dump and pg_restore come with Debian's postgresql-client. Installs it when it is missing
 * and we may (root, apt-get), the way scripts/chromium.mjs brings Chromium; otherwise says
 * what to do. pg_dump must be at least the server's major version: Debian's client follows
 * the server Debian ships (15 on bookworm).
 */
export function ensurePgClient(): void {
  if (answers('pg_dump') && answers('pg_restore')) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      'pg_dump saknas. Installera Debians paket (sudo apt-get install postgresql-client).',
    );
  }
  console.info('Installerar postgresql-client från Debian ...');
  for (const args of [
    ['update'],
    ['install', '-y', '--no-install-recommends', 'postgresql-client'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args.join(' ')} misslyckades`);
    }
  }
}

function answers(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}
