import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** Ready means the database answered within this; a load balancer asks often. */
const readyTimeoutMs = 1_000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`inget svar inom ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * For a load balancer or an orchestrator, outside the product's OpenAPI: `/health/live`
 * says the process runs (restart it if not); `/health/ready` says it can serve: its
 * database answers and its migrations have run (they run before any route is served), and
 * it is not shutting down (send it no new requests).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/health/live', { config: { access: 'public' }, schema: { hide: true } }, (_r, reply) =>
    reply.headers(noStore).send({ status: 'ok' }),
  );

  app.get(
    '/health/ready',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      if (closing) {
        return reply.code(503).headers(noStore).send({ status: 'stanger' });
      }
      try {
        await withinTime(sql`select 1`.execute(app.deps.db.kysely), readyTimeoutMs);
      } catch {
        return reply.code(503).headers(noStore).send({ status: 'databasen-nas-inte' });
      }
      return reply.headers(noStore).send({ status: 'ok' });
    },
  );
}
