import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storedOnce } from '../db/stored-once';

/**
 * The server secret (cookie keys, XSRF signatures). From FULLMAKT_SECRET when given;
 * otherwise made once and kept in the database, so every process on that database agrees.
 */
export async function loadSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) {
    return configured;
  }
  return storedOnce(db, 'ServerSecret', () => randomBytes(32).toString('base64url'));
}
