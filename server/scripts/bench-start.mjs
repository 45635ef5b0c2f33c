// Server start-up and memory, from source under tsx and from the bundle (issue 18 item 2):
// `node scripts/bench-start.mjs [runs]` after `pnpm build`. Figures, not a test.
// The two are alternated run by run so that a shared machine's load falls on both alike;
// each run is a new process on the same (already migrated) SQLite database.
//   cold start: process spawned -> first 200 from GET /health/live
//   RSS: the server process's resident memory after start and after 300 requests
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const port = 18_400 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-start-'));
// BENCH_BEFORE_DIR (a checkout's server/ folder from before the bundle) and BENCH_BEFORE_NODE
// (its Node, e.g. /usr/bin/node 20) add a third: that tree's sources under tsx on that Node.
const before = process.env.BENCH_BEFORE_DIR;
const variants = {
  ...(before
    ? {
        before: [
          process.env.BENCH_BEFORE_NODE ?? process.execPath,
          '--import',
          'tsx',
          'src/main.ts',
        ],
      }
    : {}),
  tsx: [process.execPath, '--import', 'tsx', 'src/main.ts'],
  built: [process.execPath, 'dist/main.js'],
};
const cwdOf = (name) => (name === 'before' && before ? before : serverDir);

const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function untilLive(child) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('the server stopped during start');
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/live`);
      if (response.status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function once(name, [command, ...args]) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: cwdOf(name),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FULLMAKT_DATA_DIR: dataDir,
      // A development run (an unnamed environment is production and needs PostgreSQL).
      FULLMAKT_ENV: 'dev',
    },
    stdio: 'ignore',
  });
  await untilLive(child);
  const startMs = performance.now() - started;
  const rssStart = rssMb(child.pid);
  const paths = ['/', '/health/ready', '/oauth2/.well-known/openid-configuration'];
  for (let i = 0; i < 300; i += 1) {
    const response = await fetch(`http://127.0.0.1:${port}${paths[i % paths.length]}`);
    await response.arrayBuffer();
  }
  const rss300 = rssMb(child.pid);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return { startMs, rssStart, rss300 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
// A first start of each, not counted: it migrates the database and fills the file cache.
for (const [name, args] of Object.entries(variants)) {
  await once(name, args);
}
for (let run = 0; run < runs; run += 1) {
  for (const [name, args] of Object.entries(variants)) {
    const result = await once(name, args);
    results[name].push(result);
    console.info(
      `${name.padEnd(7)} start ${result.startMs.toFixed(0)} ms, RSS ${result.rssStart.toFixed(0)} MB, after 300 requests ${result.rss300.toFixed(0)} MB (load ${loadavg()[0].toFixed(2)})`,
    );
  }
}
for (const [name, list] of Object.entries(results)) {
  console.info(
    `median ${name}: start ${median(list.map((r) => r.startMs)).toFixed(0)} ms, RSS ${median(list.map((r) => r.rssStart)).toFixed(0)} MB, after 300 requests ${median(list.map((r) => r.rss300)).toFixed(0)} MB`,
  );
}
console.info(
  `Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
