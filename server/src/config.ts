import { z } from 'zod';

/** Process settings, read once at start from the environment. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  FULLMAKT_WEB_DIR: z.string().optional(),
  FULLMAKT_REMOTES_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return envSchema.parse(env);
}
