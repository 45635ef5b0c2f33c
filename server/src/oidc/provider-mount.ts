import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { oidcMountPath } from './provider';
import { providerPagesCsp } from './provider-pages';

/** Headers for the provider's own answers, which bypass fastify's hooks. */
const rawHeaders: Record<string, string> = {
  'Content-Security-Policy': providerPagesCsp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

/**
 * Hands every /oauth2/* request fastify has no own route for to the provider (a Koa app).
 * The body stream is left unread for it, and the mount path is stripped the way Express
 * would, with originalUrl kept so the provider builds its URLs under /oauth2.
 */
export async function mountProvider(
  app: FastifyInstance,
  options: { provider: Provider; rateLimit: number },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const callback = options.provider.callback();

  app.all(
    `${oidcMountPath}/*`,
    {
      config: { access: 'public', rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(oidcMountPath.length) || '/';
      for (const [name, value] of Object.entries(rawHeaders)) {
        reply.raw.setHeader(name, value);
      }
      reply.raw.setHeader('X-Request-Id', request.id);
      await callback(raw, reply.raw);
    },
  );
}
