// A PostgreSQL of a test's own: initdb into a temporary folder and pg_ctl on a free port,
// from the PostgreSQL binaries installed on the machine, so a test may stop, start and
// kill it without harming anything else. As root, the server runs as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface OwnPostgres {
  url: string;
  start: () => void;
  /** Stops it as `pg_ctl stop -m fast` does: every connection is ended (57P01). */
  stop: () => void;
  remove: () => void;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return undefined;
  }
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const dir = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((d) => existsSync(path.join(d, 'pg_ctl')));
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Why an own PostgreSQL cannot be started here, or undefined when it can. */
export function ownPostgresUnavailable(): string | undefined {
  if (!binDir()) {
    return 'PostgreSQL-programmen (initdb, pg_ctl) finns inte på den här datorn.';
  }
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'Som root behövs användaren postgres för att starta en egen PostgreSQL.';
    }
  }
  return undefined;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  if (!bin) {
    throw new Error('PostgreSQL-programmen saknas');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
