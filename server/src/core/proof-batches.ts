import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Proofs of one insert at most (two parameters each, far below either database's limit). */
const maxBatch = 500;
/** Inserts of one database in flight at once; proofs arriving meanwhile wait for the next. */
const maxInFlight = 2;

interface Waiting {
  expiresAt: number;
  resolve: (first: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The DPoP proofs of one database, remembered in shared inserts. Every API call remembers
 * its proof; one insert each held a pool connection per call, and under overload (the
 * event loop admitting calls faster than it got to their answers) the calls queued for a
 * connection past the pool's 2 s wait and were answered 503. Here a proof goes at once
 * when fewer than two inserts are in flight, and otherwise joins the next insert, which
 * takes every proof that arrived meanwhile: no added wait when the server is idle, and
 * fewer statements the busier it is. A jti seen twice before its insert is a replay too:
 * only its first caller is told it is new.
 */
export class ProofBatches {
  #queue = new Map<string, Waiting[]>();
  #inFlight = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** True the first time this jti is remembered, false for a replay. */
  remember(jti: string, expiresAt: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const waiting = this.#queue.get(jti);
      if (waiting) {
        waiting.push({ expiresAt, resolve, reject });
      } else {
        this.#queue.set(jti, [{ expiresAt, resolve, reject }]);
      }
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight < maxInFlight && this.#queue.size > 0) {
      const batch = new Map<string, Waiting[]>();
      for (const [jti, waiting] of this.#queue) {
        if (batch.size >= maxBatch) {
          break;
        }
        batch.set(jti, waiting);
        this.#queue.delete(jti);
      }
      this.#inFlight += 1;
      void this.#insert(batch).finally(() => {
        this.#inFlight -= 1;
        this.#pump();
      });
    }
  }

  async #insert(batch: Map<string, Waiting[]>): Promise<void> {
    try {
      const rows = [...batch].map(([jti, waiting]) => ({
        jti,
        utgar: waiting[0]?.expiresAt ?? 0,
      }));
      const fresh = await insertProofs(this.db, rows);
      for (const [jti, waiting] of batch) {
        waiting.forEach((w, i) => {
          w.resolve(i === 0 && fresh.has(jti));
        });
      }
    } catch (error) {
      for (const waiting of batch.values()) {
        for (const w of waiting) {
          w.reject(error);
        }
      }
    }
  }
}

/**
 * Writes used proofs to `dpop_bevis` in one statement; a jti already there is left as it
 * is. Returns the jtis this statement wrote (the others were used before).
 */
export async function insertProofs(
  db: Kysely<Database>,
  rows: { jti: string; utgar: number }[],
): Promise<Set<string>> {
  const inserted = await db
    .insertInto('dpop_bevis')
    .values(rows)
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .execute();
  return new Set(inserted.map((r) => r.jti));
}
