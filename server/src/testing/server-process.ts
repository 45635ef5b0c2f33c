// A real server process (src/main.ts under tsx, one node process so its id is the
// server's own) for tests that send signals to it or kill it; and the tokens and XSRF
// pair its callers need, made by an app in the test on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { newAnswerKey } from '../answer-signing/answer-keys';
import { openDatabase, type DatabaseOptions } from '../db/database';
import { serverDir } from '../paths';
import { startTestApp, testPublicUrl, type TestApp } from './test-app';

/** The secret every process of a test shares, so tokens and XSRF pairs hold in each. */
export const processSecret = 'test-hemlighet-som-ar-minst-32-tecken-lang';
/** One key set for every server of the test, as production's processes share theirs. */
const processAnswerKeys = JSON.stringify([newAnswerKey(new Date(0))]);

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

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote on stderr and stdout, for a failing test's message. */
  output: () => string;
}

/** Starts main.ts on `port` and resolves once /health/ready answers 200. */
export async function startServerProcess(
  port: number,
  database: { databaseUrl: string } | { dataDir: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // The clock of the test's process tree (libfaketime in the five-years-ahead run):
      // a server on another clock would refuse the tokens and proofs the test makes.
      ...Object.fromEntries(
        ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC'].flatMap((name) => {
          const value = process.env[name];
          return value === undefined ? [] : [[name, value]];
        }),
      ),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Named outside production (an unnamed environment is production, core/production.ts).
      FULLMAKT_ENV: 'dev',
      FULLMAKT_SECRET: processSecret,
      FULLMAKT_ANSWER_SIGNING_KEYS: processAnswerKeys,
      FULLMAKT_PUBLIC_URL: testPublicUrl,
      FULLMAKT_DEMO_DATA: 'false',
      ...('databaseUrl' in database
        ? { DATABASE_URL: database.databaseUrl, FULLMAKT_DATA_DIR: '/nonexistent' }
        : { FULLMAKT_DATA_DIR: database.dataDir }),
      FULLMAKT_DRIFTINFO_FILE: path.join(serverDir, 'finns-inte-driftinfo.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  const url = `http://127.0.0.1:${port}`;
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const deadline = Date.now() + 90_000;
  while (!done) {
    try {
      const ready = await fetch(`${url}/health/ready`);
      if (ready.status === 200) {
        return { port, url, child, exited, output: () => output };
      }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Servern blev inte redo inom 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Servern avslutades innan den blev redo:\n${output}`);
}

/** Ends a process the test started, by its own id, and waits for it. */
export async function stopProcess(server: ServerProcess | undefined): Promise<void> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/**
 * DPoP-bound tokens with a proof for one request, and XSRF pairs, valid in every process on
 * `database`. A proof is good for one request only (its jti is remembered), so a request
 * sent again asks for new headers.
 */
export interface Credentials {
  headers: (personId: string, method: string, path: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
}

export async function credentialsFor(database: DatabaseOptions): Promise<Credentials> {
  const t: TestApp = await startTestApp(openDatabase(database), {
    secret: processSecret,
    // Tokens carry the real time: the processes check them against their own clock.
    now: () => new Date(),
  });
  return {
    headers: async (personId, method, path) => {
      const xsrf = t.app.deps.xsrf.issue();
      return {
        ...(await t.authHeaders(personId, method, path)),
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
      };
    },
    close: () => t.close(),
  };
}
