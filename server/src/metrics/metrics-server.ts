import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * The metrics on a port of their own (FULLMAKT_METRICS_PORT): Prometheus scrapes it inside
 * the network, and the load balancer never forwards it, so the public site shows nothing of
 * how it runs. GET /metrics only; anything else is 404.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType }).end(text);
      },
      (error: unknown) => {
        response
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Mätvärdena kunde inte läsas: ${(error as Error).message}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
