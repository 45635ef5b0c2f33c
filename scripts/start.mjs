// `npm start`: install what is missing, build what changed since the last build (by
// content hash, scripts/build-state.mjs: the server bundle, the shell, each remote), and
// start the built server on http://localhost:8080 (PORT changes it) with the embedded
// database. `npm run start:prod` (--no-build) starts what is built without building.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { planBuild, recordBuild } from './build-state.mjs';
import { onNode24, prepare, repoRoot, runUntilExit } from './tools.mjs';

await onNode24();
const pnpm = prepare();
// How the built server runs: one source with server/Dockerfile and deploy/k8s.
const runtime = JSON.parse(
  readFileSync(path.join(repoRoot, 'deploy', 'server-runtime.json'), 'utf8'),
);
const serverDir = path.join(repoRoot, runtime.workdir);
const [, ...serverArgs] = runtime.command;
const serverBundle = path.join(serverDir, serverArgs[0]);

if (process.argv.includes('--no-build')) {
  if (!existsSync(serverBundle)) {
    console.error('Servern är inte byggd. Kör pnpm build (eller npm start, som bygger) först.');
    process.exit(1);
  }
} else {
  const plan = planBuild(repoRoot);
  if (plan.toBuild.length === 0) {
    console.info('Inget har ändrats sedan förra bygget.');
  } else {
    console.info(`Bygger det som har ändrats: ${plan.toBuild.join(', ')}`);
    pnpm([
      ...plan.toBuild.flatMap((app) => ['--filter', `./${app}`]),
      '--workspace-concurrency=2',
      'build',
    ]);
    recordBuild(repoRoot, plan.toBuild, plan.hashes);
  }
}

const port = process.env.PORT ?? String(runtime.port);
// The server counts every environment it is not told is outside production as production
// (server/src/core/production.ts). `npm start` builds from the sources on this machine: a
// development run, named so; `npm run start:prod` starts the build as it is told, and
// without FULLMAKT_ENV that is production (which refuses to start without its settings).
const building = !process.argv.includes('--no-build');
const env = building ? (process.env.FULLMAKT_ENV ?? 'dev') : process.env.FULLMAKT_ENV;
console.info(
  `\nFullmakt startar på http://localhost:${port} i miljön ${env ?? 'prod (FULLMAKT_ENV saknas: produktion)'}\n`,
);
// Source maps in stack traces slow the start; NODE_OPTIONS=--enable-source-maps turns them on.
process.exit(
  await runUntilExit(process.execPath, serverArgs, {
    cwd: serverDir,
    env: {
      ...runtime.env,
      ...process.env,
      PORT: port,
      ...(env === undefined ? {} : { FULLMAKT_ENV: env }),
    },
  }),
);
