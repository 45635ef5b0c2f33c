// How each server process of the production shape runs: as `pnpm start:prod` runs the build
// (deploy/server-runtime.json), with production's rules (FULLMAKT_PRODUCTION_RULES: secret,
// PostgreSQL, https public URL, Secure cookies, no demo data, no developers' pages) in an
// environment named test, whose test e-ID stays on (README "Production shape").
import path from 'node:path';
import { answerKeys } from './answer-key.mjs';
import { deploymentFileIn } from './deployment.mjs';
import { databaseUrl, prodLocal } from './layout.mjs';

export function serverEnv({ port, secret, index }) {
  return {
    HOST: '127.0.0.1',
    PORT: String(port),
    FULLMAKT_ENV: 'test',
    FULLMAKT_PRODUCTION_RULES: 'true',
    FULLMAKT_TEST_EID: 'true',
    FULLMAKT_SECRET: secret,
    FULLMAKT_ANSWER_SIGNING_KEYS: answerKeys(),
    DATABASE_URL: databaseUrl(),
    REDIS_URL: prodLocal.redisUrl,
    FULLMAKT_PUBLIC_URL: prodLocal.shellOrigin,
    // nginx on loopback is the one proxy: its X-Forwarded-For names the client.
    FULLMAKT_TRUST_PROXY: 'loopback',
    FULLMAKT_SMTP_URL: `smtp://127.0.0.1:${prodLocal.smtpPort}`,
    FULLMAKT_REMOTES_FILE: deploymentFileIn(prodLocal.stateDir),
    FULLMAKT_RELEASES_DIR: path.join(prodLocal.stateDir, 'releases'),
    FULLMAKT_DATA_DIR: path.join(prodLocal.stateDir, `data-${index}`),
    // Shared by both processes, as the maintenance notice is one for the site.
    FULLMAKT_DRIFTINFO_FILE: path.join(prodLocal.stateDir, 'driftinfo.json'),
    LOG_LEVEL: 'warn',
    // The server fetches each remote's manifest from the remote's own origin (its page
    // preloads, server/src/web/remote-manifest-fetcher.ts): trust the certificate made at start.
    NODE_EXTRA_CA_CERTS: path.join(prodLocal.stateDir, 'tls.crt'),
  };
}
