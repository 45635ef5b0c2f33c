import { DEFAULT_API_BASES, DEFAULT_TRANSPORTFULLMAKT_MAX_LED } from '@fullmakt/shared/domain';
import { z } from 'zod';
import { defaultDataDir } from './paths';

export { defaultDataDir };

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Process settings, read once at start from the environment. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  FULLMAKT_WEB_DIR: z.string().optional(),
  FULLMAKT_REMOTES_FILE: z.string().optional(),
  FULLMAKT_RELEASES_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… selects PostgreSQL; without it SQLite in FULLMAKT_DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  FULLMAKT_DATA_DIR: z.string().default(defaultDataDir),
  /** The origin users reach the site at; the OIDC issuer and redirect URI derive from it. */
  FULLMAKT_PUBLIC_URL: z.url().optional(),
  /** Secret for signed cookies and the OIDC provider's cookie keys; ≥ 32 bytes, required in production. */
  FULLMAKT_SECRET: z.string().optional(),
  /**
   * The keys that sign third parties' answers: a JSON list of { signsFrom, jwk } (private
   * P-256 JWK with kid). Required in production; development makes one in the data folder.
   */
  FULLMAKT_ANSWER_SIGNING_KEYS: z.string().optional(),
  /**
   * Third parties' systems as OAuth 2 clients: a JSON list of { clientId, tredjeman, jwks,
   * perMinute? } (public keys for private_key_jwt, two while changing). None by default.
   */
  FULLMAKT_MACHINE_CLIENTS: z.string().optional(),
  /** The environment's name (SPEC §9); prod is production. Default dev, or prod with NODE_ENV=production. */
  FULLMAKT_ENV: z.string().optional(),
  /** production counts as FULLMAKT_ENV=prod for every production rule (core/production.ts). */
  NODE_ENV: z.string().optional(),
  /** A port of its own for GET /metrics (Prometheus); none: no metrics endpoint. */
  FULLMAKT_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The address the metrics port listens on; default loopback only. Another address needs
   * FULLMAKT_METRICS_TOKEN in production (core/production.ts).
   */
  FULLMAKT_METRICS_HOST: z.string().default('127.0.0.1'),
  /** The bearer token Prometheus sends to GET /metrics; unset: no token asked. */
  FULLMAKT_METRICS_TOKEN: z.string().min(16).optional(),
  /** OTLP/HTTP endpoint of the trace collector (base URL; /v1/traces is added). None: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The traces URL itself, if not under OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  /** The service name on the spans; default fullmakt-server. */
  OTEL_SERVICE_NAME: z.string().optional(),
  /** redis://… : the rate limits count across every process in this Redis; per process without. */
  REDIS_URL: z.url().optional(),
  /** Proxies believed for the client's address and request id: hops, or addresses/CIDRs. */
  FULLMAKT_TRUST_PROXY: z.string().optional(),
  /** smtp://host:port (or smtps://user:pass@host) for notices; none keeps them (dev page). */
  FULLMAKT_SMTP_URL: z.url().optional(),
  FULLMAKT_STATIC_URL: z.string().optional(),
  FULLMAKT_ADMIN_URL: z.string().optional(),
  FULLMAKT_PRIVAT: flag.default(true),
  FULLMAKT_TRANSPORTFULLMAKT_MAX_LED: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(DEFAULT_TRANSPORTFULLMAKT_MAX_LED),
  FULLMAKT_DRIFTINFO_FILE: z.string().optional(),
  FULLMAKT_FULLMAKTER_API: z.string().default(DEFAULT_API_BASES.fullmakterApi),
  FULLMAKT_PARTANSLUTNING_API: z.string().default(DEFAULT_API_BASES.partanslutningApi),
  FULLMAKT_TREDJEMAN_API: z.string().default(DEFAULT_API_BASES.tredjemanApi),
  FULLMAKT_UTKAST_API: z.string().default(DEFAULT_API_BASES.utkastApi),
  /** Requests per minute and client address on login, signing and person lookup. */
  FULLMAKT_RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(60),
  FULLMAKT_RATE_LIMIT_SIGNING: z.coerce.number().int().positive().default(60),
  FULLMAKT_RATE_LIMIT_LOOKUP: z.coerce.number().int().positive().default(60),
  FULLMAKT_RATE_LIMIT_VERIFY: z.coerce.number().int().positive().default(30),
  /** A canary is withdrawn when its failure or error rate exceeds the stable's by this many points… */
  FULLMAKT_CANARY_MARGIN_PERCENT: z.coerce.number().min(0).max(100).default(5),
  /** …counted over this many seconds… */
  FULLMAKT_CANARY_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** …once it has been loaded at least this often in the window. */
  FULLMAKT_CANARY_MIN_LOADS: z.coerce.number().int().positive().default(50),
  /** On SIGTERM, how long requests in flight may take before the process ends anyway. */
  FULLMAKT_SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** A few delivered powers between the test people on first start; default on, off in production. */
  FULLMAKT_DEMO_DATA: flag.optional(),
  /** BankID Mock and the Foreign eID test identities; default on, off in production. */
  FULLMAKT_TEST_EID: flag.optional(),
  /**
   * A test environment run as production (`pnpm prod:local`): every production rule but the
   * one against the test e-ID, under the environment's own name. No effect in production.
   */
  FULLMAKT_PRODUCTION_RULES: flag.default(false),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return envSchema.parse(env);
}

/** The names of every variable the server reads (documented in .env.example and the README). */
export const serverEnvNames = Object.keys(envSchema.shape);
