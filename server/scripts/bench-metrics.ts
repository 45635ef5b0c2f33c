// What counting every request in the metrics costs: the same app with and without the
// request metrics, answering GET /health/live and GET /api/konfiguration on loopback over
// keep-alive, 10 requests in flight. Prints the server's CPU time per request (the event
// loop's own, which other load on the machine does not inflate as wall time) and req/s.
// Figures, not a test: pnpm --filter ./server exec tsx scripts/bench-metrics.ts
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Histogram } from 'prom-client';
import { buildApp } from '../src/app';

const REQUESTS = 10_000;
const IN_FLIGHT = 10;

async function measure(
  requestMetrics: boolean,
  url: string,
): Promise<{ cpuUs: number; perSecond: number }> {
  const app = await buildApp({ logLevel: 'silent', requestMetrics });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const one = () =>
    new Promise<void>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
  // Warm-up: JIT, caches, the first connections.
  for (let i = 0; i < 2_000; i += IN_FLIGHT) {
    await Promise.all(Array.from({ length: IN_FLIGHT }, one));
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i += IN_FLIGHT) {
    await Promise.all(Array.from({ length: IN_FLIGHT }, one));
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  await app.close();
  // Client and server share this process: the client's part is the same in both runs.
  return { cpuUs: (used.user + used.system) / REQUESTS, perSecond: REQUESTS / seconds };
}

/** The hook's own work, alone: one labelled observation into the request histogram. */
function observeCost(): number {
  const histogram = new Histogram({
    name: 'bench_seconds',
    help: 'bench',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [],
  });
  const routes = ['/api/konfiguration', '/health/live', '/api/utkast-api/utkast/:fullmaktId'];
  const n = 500_000;
  const started = process.cpuUsage();
  for (let i = 0; i < n; i += 1) {
    histogram.observe(
      { method: 'GET', route: routes[i % 3] ?? '', status_code: 200 },
      (i % 7) / 1000,
    );
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / n;
}

console.info(`En observation i histogrammet: ${observeCost().toFixed(2)} µs CPU`);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const url = '/api/konfiguration';
const rounds: Record<'av' | 'på', number[]> = { av: [], på: [] };
for (let round = 0; round < 5; round += 1) {
  for (const on of [false, true]) {
    rounds[on ? 'på' : 'av'].push((await measure(on, url)).cpuUs);
  }
}
console.info(
  `${url}: median ${median(rounds.av).toFixed(1)} µs CPU/anrop utan mätvärden, ${median(rounds.på).toFixed(1)} med (5 omgångar var, klient och server i samma process)`,
);
