import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the bearer token (compared in constant time, by digest). */
function bearerMatches(request: IncomingMessage, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * The metrics on a port of their own (FULLMAKT_METRICS_PORT): Prometheus scrapes it inside
 * the network, and the load balancer never forwards it, so the public site shows nothing of
 * how it runs. It listens on loopback unless told otherwise (FULLMAKT_METRICS_HOST), and
 * with a token (FULLMAKT_METRICS_TOKEN) answers only `Authorization: Bearer <token>` (401
 * else). GET /metrics only; anything else is 404.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string; token?: string | undefined },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  const { token } = options;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (token !== undefined && !bearerMatches(request, token)) {
      response.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
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
