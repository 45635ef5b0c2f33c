// Starting, watching and ending the production shape's processes. Only the process ids
// this script started (written to .prod-local/pids.json) are ever signalled.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { prodLocal } from './layout.mjs';

const pidsFile = path.join(prodLocal.stateDir, 'pids.json');

/** A process on its own (it outlives `up`), its output in a log file of the state folder. */
export function startDetached(name, command, args, options) {
  const log = openSync(path.join(prodLocal.stateDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  recordPid(name, child.pid);
  return child.pid;
}

export function readPids() {
  return existsSync(pidsFile) ? JSON.parse(readFileSync(pidsFile, 'utf8')) : {};
}

function recordPid(name, pid) {
  writeFileSync(pidsFile, JSON.stringify({ ...readPids(), [name]: pid }, null, 2));
}

export function forgetPid(name) {
  const { [name]: _gone, ...rest } = readPids();
  writeFileSync(pidsFile, JSON.stringify(rest, null, 2));
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then waits up to `graceMs` for the process to end (SIGKILL after). */
export async function stopPid(pid, graceMs = 15_000) {
  if (!isAlive(pid)) {
    return;
  }
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
  }
}

/** GET over https with the shape's own certificate trusted; resolves with the status. */
export function httpsStatus(url, caFile) {
  return new Promise((resolve) => {
    const request = https.get(url, { ca: readFileSync(caFile), timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
  });
}

/** Polls until `check` resolves true, or fails with `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} svarade inte inom ${timeoutMs / 1000} s`);
}

/** Whether a plain-HTTP process on loopback answers 200 at `path`. */
export async function httpOk(port, pathname) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      signal: AbortSignal.timeout(5_000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}
