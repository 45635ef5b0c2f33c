// Where the production shape (`pnpm prod:local`) puts everything: one source for the script,
// the nginx config it renders and `pnpm e2e:prod`, which drives the same origins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../tools.mjs';

const host = '127.0.0.1';
const frontPort = 8443;

/** The remotes and the prefixes they own, as the committed deployment file names them. */
const committed = JSON.parse(
  readFileSync(path.join(repoRoot, 'server', 'deploy', 'remotes.json'), 'utf8'),
).remotes;

/**
 * Each remote's origin port, in the order of the deployment file: the next ports after the
 * front's, one per remote it names (a remote added to it gets an origin without an edit here).
 */
const remotePort = (index) => frontPort + 1 + index;

export const prodLocal = {
  stateDir: path.join(repoRoot, '.prod-local'),
  /** The shell and the API. */
  shellOrigin: `https://${host}:${frontPort}`,
  frontPort,
  /** The two server processes behind the front. */
  serverPorts: [8091, 8092],
  /**
   * How long nginx leaves out a process that refused a connection (its passive check). A
   * restarted process is back in nginx's upstream only after this: a rolling restart
   * waits it out before it stops the next process.
   */
  failTimeoutSeconds: 3,
  smtpPort: 2526,
  /** A database of its own beside the test database; made afresh by every `up`. */
  databaseName: 'fullmakt_prod_local',
  adminDatabaseUrl: `postgres://postgres@${host}:5432/postgres`,
  /** A Redis of its own (the machine's serves the tests), so it can be stopped. */
  redisPort: 6380,
  redisUrl: `redis://${host}:6380`,
  remotes: Object.entries(committed).map(([name, entry], index) => ({
    /** The Module Federation name, the deployment file's key (mfe_info). */
    name,
    /** The app folder and release folder (mfe-info). */
    app: name.replace('_', '-'),
    port: remotePort(index),
    origin: `https://${host}:${remotePort(index)}`,
    prefixes: entry.prefixes,
  })),
};

export function databaseUrl() {
  return `postgres://postgres@${host}:5432/${prodLocal.databaseName}`;
}
