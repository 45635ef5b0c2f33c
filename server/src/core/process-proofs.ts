import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertProofs } from './proof-batches';

/** How long proofs wait in memory before they are written, in one statement, to the table. */
const writeDelayMs = 100;
/** How often proofs too old to be accepted anyway are dropped from memory. */
const sweepEveryMs = 30_000;

/**
 * The DPoP proofs of a server that is the only process on its database (SQLite: one
 * process per file, README "Processes"). Every API call remembers one proof; a write
 * transaction per call was a third of an API call's CPU on SQLite (measured with
 * `pnpm bench:api`), so the replay check is made in memory and the proofs are written to
 * `dpop_bevis` together, a tenth of a second later. A restarted process reads the proofs
 * still in their window back before its first check, so a proof used before the restart
 * stays used; a crash can forget the last tenth of a second of proofs, a smaller window
 * than PostgreSQL's `synchronous_commit=off` (database.ts) already accepts.
 */
export class ProcessProofs {
  /** jti → when it is too old to be accepted anyway (ms). */
  readonly #seen = new Map<string, number>();
  readonly #unwritten: { jti: string; utgar: number }[] = [];
  #loaded: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #sweptAt = Date.now();

  constructor(private readonly db: Kysely<Database>) {}

  /** True the first time this jti is remembered, false for a replay. */
  async remember(jti: string, expiresAt: number): Promise<boolean> {
    await this.#load();
    this.#sweep();
    if (this.#seen.has(jti)) {
      return false;
    }
    this.#seen.set(jti, expiresAt);
    this.#unwritten.push({ jti, utgar: expiresAt });
    this.#timer ??= setTimeout(() => void this.flush(), writeDelayMs);
    this.#timer.unref();
    return true;
  }

  /** Writes the proofs not yet written (also on close, and by the tests). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const rows = this.#unwritten.splice(0);
    if (rows.length === 0) {
      return this.#writing;
    }
    this.#writing = this.#writing.then(() => this.#write(rows));
    return this.#writing;
  }

  async #write(rows: { jti: string; utgar: number }[]): Promise<void> {
    try {
      await insertProofs(this.db, rows);
    } catch (error) {
      // The check was made in memory and stands; only the copy for a restart is lost.
      console.warn('Använda DPoP-bevis kunde inte sparas', error);
    }
  }

  /** The proofs still in their window, read once, before the first check of this process. */
  #load(): Promise<void> {
    this.#loaded ??= this.db
      .selectFrom('dpop_bevis')
      .select(['jti', 'utgar'])
      .where('utgar', '>=', Date.now())
      .execute()
      .then(
        (rows) => {
          for (const row of rows) {
            this.#seen.set(row.jti, row.utgar);
          }
        },
        (error: unknown) => {
          // Read again by the next call (the database was away): nothing is checked unread.
          this.#loaded = undefined;
          throw error;
        },
      );
    return this.#loaded;
  }

  #sweep(): void {
    const now = Date.now();
    if (now - this.#sweptAt < sweepEveryMs) {
      return;
    }
    this.#sweptAt = now;
    for (const [jti, utgar] of this.#seen) {
      if (utgar < now) {
        this.#seen.delete(jti);
      }
    }
  }
}
