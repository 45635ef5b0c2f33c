import fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { webPlugin } from './web/web-plugin';
import { defaultDeploymentFile, resolveWebLayout } from './web/web-layout';

export interface AppOptions {
  webDir?: string | undefined;
  deploymentFile?: string | undefined;
  logLevel?: string;
}

/** Builds the whole server; `main.ts` listens, tests use `inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = fastify({
    logger: { level: options.logLevel ?? 'info' },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  });

  // Headers of every answer; the CSP is set by the web plugin from the deployment file.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });

  await app.register(fp(webPlugin), {
    layout: resolveWebLayout(options.webDir),
    deploymentFile: options.deploymentFile ?? defaultDeploymentFile,
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.isPageRequest(request)) {
      return app.sendShell(reply);
    }
    return reply.code(404).send({ kod: 'okant.fel', meddelande: 'Resursen finns inte.' });
  });

  return app;
}
