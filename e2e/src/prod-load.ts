// A steady load through the production shape's front for the fault tests of `pnpm
// e2e:prod`: `rate` GET requests a second over keep-alive connections, pages and public
// reads in turn, each failed request (no answer, or a status of 400 or more) kept with why.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { loadavg } from 'node:os';

const paths = ['/', '/info/om-oss', '/remotes.json', '/api/konfiguration'];
/** Requests that may wait at once: past it the load slows (and `sent` shows it). */
const maxInFlight = 64;

export interface LoadResult {
  sent: number;
  failed: string[];
  seconds: number;
  /** Load averages (1, 5, 15 min) when it ended. */
  load: string;
}

export function startLoad(
  origin: string,
  certFile: string,
  rate: number,
): { stop: () => Promise<LoadResult> } {
  const agent = new https.Agent({ keepAlive: true, ca: readFileSync(certFile), maxSockets: 32 });
  const failed: string[] = [];
  let sent = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const request = https.get(`${origin}${path}`, { agent, timeout: 10_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 0) >= 400) {
            failed.push(`${path}: ${response.statusCode}`);
          }
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('ingen svar på 10 s')));
      request.on('error', (error) => {
        failed.push(`${path}: ${error.message}`);
        resolve();
      });
    });
  // By the clock, not by the timer's ticks: a busy machine fires timers late, and each
  // tick sends what is due since the start, so the rate holds while the cores are short.
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    while (sent < due && inFlight < maxInFlight) {
      const path = paths[sent % paths.length] ?? '/';
      sent += 1;
      inFlight += 1;
      const request = one(path).finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
      pending.add(request);
    }
  }, 10);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
      return {
        sent,
        failed,
        seconds: (Date.now() - started) / 1000,
        load: loadavg()
          .map((value) => value.toFixed(2))
          .join(' '),
      };
    },
  };
}
