import { buildApp } from './app';
import { readEnv } from './config';

const env = readEnv();
const app = await buildApp({
  webDir: env.FULLMAKT_WEB_DIR,
  deploymentFile: env.FULLMAKT_REMOTES_FILE,
  logLevel: env.LOG_LEVEL,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
