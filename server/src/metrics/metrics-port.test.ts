import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  startServerProcess,
  stopProcess,
  type ServerProcess,
} from '../testing/server-process';

// main.ts as a deployer starts it: with FULLMAKT_METRICS_PORT set, Prometheus's figures are
// on that port (never forwarded by the load balancer) and not on the public one.
describe('the metrics port, a real server process', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let metricsPort: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-matvarden-'));
    metricsPort = await freePort();
    server = await startServerProcess(
      await freePort(),
      { dataDir },
      // The public port on every address, the metrics port left at its default.
      { FULLMAKT_METRICS_PORT: String(metricsPort), HOST: '0.0.0.0' },
    );
  }, 120_000);
  afterAll(async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers GET /metrics on its own port, counting the requests of the public one', async () => {
    const started = server;
    if (!started) {
      throw new Error('inte startad');
    }
    // The readiness probes of the start went to the public port and are counted.
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/^# HELP /m);
    expect(text).toMatch(/route="\/health\/ready"/);
    // Only /metrics there: the API is not served on the metrics port.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/health/ready`)).status).toBe(404);
  });

  it('listens on loopback only by default: from another address of this machine, nothing', async () => {
    const started = server;
    if (!started) {
      throw new Error('inte startad');
    }
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
    expect(outside, 'en adress utöver loopback att pröva från').toBeDefined();
    // The public port answers there (it listens on 0.0.0.0); the metrics port does not.
    expect((await fetch(`http://${outside}:${started.port}/health/live`)).status).toBe(200);
    await expect(fetch(`http://${outside}:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('has no metrics on the public port', async () => {
    const started = server;
    if (!started) {
      throw new Error('inte startad');
    }
    // Whatever the site answers for an unknown path (its not-found page, or 503 while the
    // front-ends are not built), never the figures.
    const answer = await fetch(`${started.url}/metrics`);
    expect(answer.headers.get('content-type')).not.toMatch(/version=0\.0\.4/);
    expect(await answer.text()).not.toMatch(/fullmakt_http_request_duration_seconds/);
  });
});
