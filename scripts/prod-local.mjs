// `pnpm prod:local up|down`: the production shape on this machine (issue 30, README
// "Production shape"). nginx in front with HTTP/2 over TLS (a certificate made at start):
// the shell and the API on https://127.0.0.1:8443, an upstream of two server processes
// started as `pnpm start:prod` starts the build, on a PostgreSQL database of their own and
// Redis; each remote on an origin of its own serving its releases; notices to a loopback
// SMTP server. Everything it makes and runs is in .prod-local/ (pids.json names what `down`
// ends). `up` needs `pnpm build` (the server and the shell) and makes the remotes' releases.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureNginx, nginxPath } from './nginx.mjs';
import { makeCertificate } from './prod-local/certificate.mjs';
import { prodLocal } from './prod-local/layout.mjs';
import { readmitWaitMs, renderNginxConfig } from './prod-local/nginx-config.mjs';
import {
  forgetPid,
  httpOk,
  httpsStatus,
  readPids,
  startDetached,
  stopPid,
  waitFor,
} from './prod-local/processes.mjs';
import { makeAnswerKeys } from './prod-local/answer-key.mjs';
import {
  deployRemoteCommand,
  deploymentFileIn,
  deploymentOfReleases,
} from './prod-local/deployment.mjs';
import { serverEnv } from './prod-local/server-env.mjs';
import { onNode24, repoRoot, run } from './tools.mjs';

await onNode24();
const runtime = JSON.parse(
  readFileSync(path.join(repoRoot, 'deploy', 'server-runtime.json'), 'utf8'),
);
const serverDir = path.join(repoRoot, runtime.workdir);
const state = prodLocal.stateDir;
const nginxConf = path.join(state, 'nginx.conf');
const nginxArgs = ['-p', state, '-c', nginxConf, '-e', path.join(state, 'nginx-error.log')];

function fail(message) {
  console.error(`pnpm prod:local: ${message}`);
  process.exit(1);
}

const releasesDir = path.join(state, 'releases');
const isReleased = (app, version) =>
  existsSync(path.join(releasesDir, app, version, 'release.json'));

/** One remote's release of `version` (`pnpm release`), unless it is made already. */
function releaseRemote(app, version) {
  if (!isReleased(app, version)) {
    console.info(`Släpper ${app} ${version} ...`);
    run(process.execPath, [
      'scripts/release.mjs',
      app,
      '--releases',
      releasesDir,
      '--version',
      version,
      '--allow-dirty',
    ]);
  }
}

/** The remotes' releases, made once per commit (`pnpm release`), kept across `down`. */
function releaseRemotes() {
  const commit = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).stdout.trim();
  const version = `0.0.0-prodlocal-${commit}`;
  for (const remote of prodLocal.remotes) {
    releaseRemote(remote.app, version);
  }
  return version;
}

const deploymentFile = deploymentFileIn(state);

/**
 * The deployment file `up` starts with: each remote's release `version` as stable, in the
 * released form with its own origin as its releases base (`<origin>/<version>/`), so every
 * later deploy goes through the deploy CLI. Written beside and renamed over the old one, so
 * a server process never reads half a file.
 */
function writeDeploymentFile(version) {
  const next = `${deploymentFile}.next`;
  writeFileSync(
    next,
    `${JSON.stringify(deploymentOfReleases(prodLocal.remotes, version), null, 2)}\n`,
  );
  renameSync(next, deploymentFile);
}

/**
 * A remote deploy as in production (README "Deploying one remote"): `deploy:set` checks the
 * release on the remote's origin (it answers, its manifest parses, its files match their
 * SRI, its @fullmakt/shared fits the shell's), and changes the deployment file under its
 * lock with a line in the deploy log (`remotes.test.deploy.log`); every server process
 * reads the file anew at its next request, nothing restarts. A refusal changes nothing.
 */
function deployRemote(app, version) {
  const remote = prodLocal.remotes.find((r) => r.app === app);
  if (!remote || !version) {
    fail(`ange en remote (${prodLocal.remotes.map((r) => r.app).join(', ')}) och en version`);
  }
  if (!existsSync(deploymentFile) || !existsSync(path.join(state, 'shape.json'))) {
    fail('körs inte (pnpm prod:local up först)');
  }
  if (!isReleased(app, version)) {
    fail(`${app} ${version} är inte släppt (pnpm prod:local release-remote ${app} ${version})`);
  }
  const { args, env } = deployRemoteCommand({
    remote,
    version,
    stateDir: state,
    site: prodLocal.shellOrigin,
    certFile: path.join(state, 'tls.crt'),
    why: 'pnpm prod:local deploy-remote',
  });
  const result = spawnSync(process.execPath, args, {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    fail(`deploy:set vägrade ${app} ${version} (raden ovan); deployment-filen är oförändrad`);
  }
  console.info(`${app} ${version} är i drift.`);
}

function freshDatabase() {
  const psql = (sql) =>
    run('psql', [prodLocal.adminDatabaseUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  psql(`DROP DATABASE IF EXISTS ${prodLocal.databaseName} WITH (FORCE)`);
  psql(`CREATE DATABASE ${prodLocal.databaseName}`);
}

/** One server process, as start:prod runs the build; waits until it is ready. */
async function startServer(index, secret) {
  const port = prodLocal.serverPorts[index];
  const [command, ...args] = runtime.command;
  startDetached(`server-${index}`, command === 'node' ? process.execPath : command, args, {
    cwd: serverDir,
    env: { ...process.env, ...runtime.env, ...serverEnv({ port, secret, index }) },
  });
  await waitFor(`Serverprocess ${index} (port ${port})`, () => httpOk(port, '/health/ready'));
}

/**
 * nginx.conf with every remote origin but the stopped ones: stopping one is how
 * `pnpm e2e:prod` takes a remote's origin away (only its outlet must break).
 */
function writeNginxConfig(stopped) {
  writeFileSync(
    nginxConf,
    renderNginxConfig({
      stateDir: state,
      certFile: path.join(state, 'tls.crt'),
      keyFile: path.join(state, 'tls.key'),
      frontPort: prodLocal.frontPort,
      serverPorts: prodLocal.serverPorts,
      failTimeoutSeconds: prodLocal.failTimeoutSeconds,
      shellOrigin: prodLocal.shellOrigin,
      remotes: prodLocal.remotes
        .filter((remote) => !stopped.includes(remote.app))
        .map((remote) => ({ ...remote, root: path.join(state, 'releases', remote.app) })),
    }),
  );
}

/**
 * Takes one remote's origin away (`stop-remote`) or brings it back (`start-remote`), and
 * returns once the origin is so: `nginx -s reload` only signals the master, and a page
 * opened at once could still reach the old workers (seen in CI's e2e of the shape).
 */
async function setRemoteOrigin(app, running) {
  const remote = prodLocal.remotes.find((candidate) => candidate.app === app);
  if (!remote) {
    fail(`okänd remote ${app}; de här finns: ${prodLocal.remotes.map((r) => r.app).join(', ')}`);
  }
  if (!existsSync(path.join(state, 'nginx.pid'))) {
    fail('körs inte (pnpm prod:local up först)');
  }
  const stoppedFile = path.join(state, 'stopped-remotes.json');
  const before = existsSync(stoppedFile) ? JSON.parse(readFileSync(stoppedFile, 'utf8')) : [];
  const stopped = running ? before.filter((name) => name !== app) : [...new Set([...before, app])];
  writeFileSync(stoppedFile, JSON.stringify(stopped));
  writeNginxConfig(stopped);
  run(nginxPath, ['-t', '-q', ...nginxArgs]);
  run(nginxPath, [...nginxArgs, '-s', 'reload']);
  const healthz = `${remote.origin}/healthz`;
  const caFile = path.join(state, 'tls.crt');
  await waitFor(
    running ? `${app}s origin` : `${app}s origin (stopped)`,
    async () => ((await httpsStatus(healthz, caFile)) === 200) === running,
    15_000,
  );
}

/**
 * One step of a rolling restart (`restart-server <n>`): SIGTERM to process n (it stops
 * taking connections and lets its requests finish), a new one on its port, ready before
 * the step ends. `kill-server <n>` is SIGKILL, nothing more (`start-server <n>` after).
 */
async function controlServer(action, which) {
  const index = Number(which);
  if (!(index in prodLocal.serverPorts)) {
    fail(`serverprocess ${which} finns inte (0 eller 1)`);
  }
  const name = `server-${index}`;
  const pid = readPids()[name];
  if (action !== 'start' && pid) {
    if (action === 'kill') {
      process.kill(pid, 'SIGKILL');
    }
    await stopPid(pid);
    forgetPid(name);
  }
  if (action !== 'kill') {
    await startServer(index, readFileSync(path.join(state, 'secret'), 'utf8'));
    // Ready is not yet back in nginx's upstream (readmitWaitMs says why).
    await new Promise((resolve) =>
      setTimeout(resolve, readmitWaitMs(prodLocal.failTimeoutSeconds)),
    );
  }
}

/** The shape's own Redis, in memory only (the rate limits' counters need no disk). */
async function startRedis() {
  startDetached('redis', 'redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    String(prodLocal.redisPort),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor('Redis', () => {
    const ping = spawnSync('redis-cli', ['-u', prodLocal.redisUrl, 'PING'], { encoding: 'utf8' });
    return ping.stdout.trim() === 'PONG';
  });
}

/** `stop-redis` / `start-redis`: Redis away and back, as an outage would have it. */
async function setRedis(running) {
  const pid = readPids().redis;
  if (running && !pid) {
    await startRedis();
  } else if (!running && pid) {
    await stopPid(pid);
    forgetPid('redis');
  }
}

async function up() {
  if (readPids()['server-0']) {
    fail('körs redan (pnpm prod:local down först)');
  }
  ensureNginx();
  if (!existsSync(path.join(serverDir, runtime.command[1]))) {
    fail('servern är inte byggd: kör pnpm build först');
  }
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
    fail('skalet är inte byggt: kör pnpm build först');
  }
  mkdirSync(path.join(state, 'nginx-tmp'), { recursive: true });
  const version = releaseRemotes();
  writeDeploymentFile(version);
  const { certFile } = makeCertificate(state);
  // One secret for both processes (cookies and tokens signed by one are read by the other).
  const secret = randomBytes(48).toString('base64');
  writeFileSync(path.join(state, 'secret'), secret, { mode: 0o600 });
  makeAnswerKeys();
  freshDatabase();

  await startRedis();
  rmSync(path.join(state, 'mail'), { recursive: true, force: true });
  startDetached(
    'smtp',
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/smtp-receiver.ts',
      String(prodLocal.smtpPort),
      path.join(state, 'mail'),
    ],
    { cwd: serverDir },
  );
  const [command, ...migrateArgs] = runtime.migrateCommand;
  run(command === 'node' ? process.execPath : command, migrateArgs, {
    cwd: serverDir,
    env: { ...process.env, ...serverEnv({ port: 0, secret, index: 0 }) },
  });
  await startServer(0, secret);
  await startServer(1, secret);

  writeNginxConfig([]);
  run(nginxPath, ['-t', '-q', ...nginxArgs]);
  run(nginxPath, nginxArgs);
  await waitFor('Fronten', async () => {
    return (await httpsStatus(`${prodLocal.shellOrigin}/health/ready`, certFile)) === 200;
  });
  // What `pnpm e2e:prod` drives, so it needs no setting of its own.
  writeFileSync(
    path.join(state, 'shape.json'),
    `${JSON.stringify(
      {
        shellOrigin: prodLocal.shellOrigin,
        remotes: prodLocal.remotes.map(({ name, app, origin }) => ({ name, app, origin })),
        version,
        mailDir: path.join(state, 'mail'),
        certFile,
      },
      null,
      2,
    )}\n`,
  );
  console.info(`\nProduktionsformen körs (miljön test med produktionens regler):
  skal och API   ${prodLocal.shellOrigin}  (2 serverprocesser: ${prodLocal.serverPorts.join(', ')})
${prodLocal.remotes.map((r) => `  ${r.app.padEnd(16)} ${r.origin}/${version}/`).join('\n')}
  databas        ${prodLocal.databaseName} på 127.0.0.1:5432, Redis ${prodLocal.redisUrl} (egen)
  e-post         smtp://127.0.0.1:${prodLocal.smtpPort}, brev i ${path.join(state, 'mail')}
  certifikat     ${certFile} (självsignerat)
Stoppa med pnpm prod:local down.`);
}

async function down() {
  if (existsSync(path.join(state, 'nginx.pid'))) {
    spawnSync(nginxPath, [...nginxArgs, '-s', 'quit'], { stdio: 'inherit' });
    await waitFor('nginx', () => !existsSync(path.join(state, 'nginx.pid')), 15_000);
  }
  for (const [name, pid] of Object.entries(readPids())) {
    await stopPid(pid);
    forgetPid(name);
  }
  for (const file of ['secret', 'shape.json', 'stopped-remotes.json']) {
    rmSync(path.join(state, file), { force: true });
  }
  console.info('Produktionsformen är stoppad (databasen och utgåvorna finns kvar till nästa up).');
}

const command = process.argv[2];
if (command === 'up') {
  try {
    await up();
  } catch (error) {
    console.error(`pnpm prod:local up: ${error.message}; stoppar det som hann starta.`);
    await down();
    process.exit(1);
  }
} else if (command === 'down') {
  await down();
} else if (command === 'stop-redis' || command === 'start-redis') {
  await setRedis(command === 'start-redis');
} else if (['restart-server', 'kill-server', 'start-server'].includes(command)) {
  await controlServer(command.replace('-server', ''), process.argv[3]);
} else if (command === 'release-remote') {
  releaseRemote(process.argv[3], process.argv[4]);
} else if (command === 'deploy-remote') {
  deployRemote(process.argv[3], process.argv[4]);
} else if (command === 'stop-remote' || command === 'start-remote') {
  await setRemoteOrigin(process.argv[3], command === 'start-remote');
} else {
  fail(
    'ange up, down, release-remote <app> <version>, deploy-remote <app> <version>, stop-remote <app>, start-remote <app>, restart-server <n>, kill-server <n>, start-server <n>, stop-redis eller start-redis',
  );
}
