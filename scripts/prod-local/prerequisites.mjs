// What the production shape needs of this machine beyond what `pnpm prod:local up`
// installs itself (nginx): a PostgreSQL it may make a database in, and Redis's server and
// client. `npm test` skips the production-shaped journeys with this reason on a machine
// without them, and fails in CI (FULLMAKT_REQUIRE_PROD_SHAPE, set by .ci/run).
import { spawnSync } from 'node:child_process';
import { prodLocal } from './layout.mjs';

const answers = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Why the production shape cannot run here, or undefined when it can. */
export function missingForProdShape() {
  if (!answers('psql', ['--version'])) {
    return 'psql saknas (PostgreSQL:s klient)';
  }
  if (!answers('psql', [prodLocal.adminDatabaseUrl, '-q', '-t', '-c', 'SELECT 1'])) {
    return `ingen PostgreSQL svarar på ${prodLocal.adminDatabaseUrl}`;
  }
  if (!answers('redis-server', ['--version']) || !answers('redis-cli', ['--version'])) {
    return 'redis-server eller redis-cli saknas';
  }
  return undefined;
}
