import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
  output: () => string;
}

/** A port no one listens on now, on the loopback address. */
export function freePort(): Promise<number> {
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

async function waitUntilUp(
  origin: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped during start:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/remotes.json`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 60 s:\n${output()}`);
}

/** The bundled server `pnpm build` makes: the suite tests what is deployed, not the source under tsx. */
const builtServer = path.join(repoRoot, 'server', 'dist', 'main.js');

/** Starts the real server (as `npm start` does) on a free port over the given deploy. */
export async function startServer(options: {
  webDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  if (!existsSync(builtServer)) {
    throw new Error(`${builtServer} saknas: kör pnpm build först.`);
  }
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-e2e-data-'));
  const child = spawn(process.execPath, [builtServer], {
    cwd: path.join(repoRoot, 'server'),
    env: {
      ...process.env,
      // Named outside production (an unnamed environment is production): the mock e-ID,
      // the mock signing service and the developers' mailbox are what the suite drives.
      FULLMAKT_ENV: 'dev',
      PORT: String(port),
      HOST: '127.0.0.1',
      FULLMAKT_PUBLIC_URL: origin,
      FULLMAKT_WEB_DIR: options.webDir,
      FULLMAKT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  await waitUntilUp(origin, child, output);
  return {
    origin,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
