import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

const faketimePath = '/usr/bin/faketime';

/**
 * Tests that do not age (issue 17): the unit and server suites run once more with the
 * clock five years ahead, through Debian's libfaketime. Installs the package when it is
 * missing and we may; otherwise says what to do.
 */
export function ensureFaketime() {
  if (existsSync(faketimePath)) {
    return faketimePath;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `faketime saknas på ${faketimePath}. Installera Debians paket (sudo apt-get install faketime).`,
    );
  }
  console.info('Installerar faketime från Debian ...');
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'faketime']);
  return faketimePath;
}

/**
 * Runs `pnpm <args>` with every clock of the process tree five years ahead (`prepare()` has
 * put the right pnpm on PATH). The monotonic clock is left alone: timers and time-outs
 * keep their real length.
 *
 * On SQLite alone: faketime moves our processes' clocks, not PostgreSQL's, and the server
 * takes every date and time from its own clock (no `now()` in SQL), so the PostgreSQL
 * variants would run the same date logic a second time. Leaving them out halves the step.
 */
export function runFiveYearsAhead(args) {
  const env = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  delete env.FULLMAKT_TEST_DATABASE_URL;
  run(ensureFaketime(), ['-f', '+5y', 'pnpm', ...args], { env });
}

/**
 * Test files that read no calendar: they kill and restart processes or copy a database, and
 * take a minute or more each. The step with the clock ahead leaves them out to keep the
 * whole CI run under its 30 minutes; the unit step runs them as always.
 */
export const clockFreeTestFiles = ['**/core/crash.test.ts', '**/backup/restore-drill.test.ts'];
