import { CompiledQuery, sql, type Kysely } from 'kysely';
import { preparedOnPostgres } from './prepared-statements';
import type { Database } from './schema';
import type { WriteGenerationCache } from './write-generation';

/** A list count, with the snapshot it was read in when the database has several writers. */
export interface Counted {
  n: number;
  /** `pg_current_snapshot()` read in the very statement that counted (PostgreSQL). */
  snapshot?: string | undefined;
}

/**
 * List counts kept between writes: the total of a list page is the costly part of a list
 * for a party with thousands of powers, and paging through asks the same count again.
 */
export interface ListCounts {
  /** The count must be read with `pg_current_snapshot()` in the same statement. */
  readonly needsSnapshot: boolean;
  get(partyId: string, key: string, count: () => Promise<Counted>): Promise<number>;
}

/** SQLite, one process: kept until the next write this process sees (write-generation.ts). */
export function generationListCounts(cache: WriteGenerationCache<number>): ListCounts {
  return {
    needsSnapshot: false,
    get: (_partyId, key, count) => cache.get(key, async () => (await count()).n),
  };
}

interface Kept {
  n: number;
  snapshot: string;
  at: number;
}

/** Whether a transaction that noted the party (migration 0015) is invisible to a snapshot. */
const changedSince = `select exists (
  select 1 from lista_andring
  where part_id = $1
    and xid >= pg_snapshot_xmin($2::pg_snapshot)
    and not pg_visible_in_snapshot(xid, $2::pg_snapshot)
) as andrad`;

/** A kept count lives this long; `lista_andring` rows are kept longer (pruneListChanges). */
const maxAgeMs = 5 * 60_000;

/**
 * PostgreSQL, several processes: a count is kept with the snapshot it was read in, and
 * used again only while no transaction that changed the party's powers or holdings is
 * invisible to that snapshot (that committed after it, or was in flight when it was
 * taken), whichever process wrote: the triggers of migration 0015 note every such
 * transaction. Checking is one probe of a primary key; counting a busy party's powers reads
 * thousands of index entries.
 */
export class SnapshotListCounts implements ListCounts {
  readonly needsSnapshot = true;
  readonly #entries = new Map<string, Kept>();
  /** Counts being read: a burst of misses for one list waits for one count, not a count each. */
  readonly #reading = new Map<string, Promise<Kept | undefined>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxEntries = 10_000,
  ) {}

  async #unchanged(partyId: string, kept: Kept): Promise<boolean> {
    const { rows } = await this.db.executeQuery<{ andrad: boolean }>(
      preparedOnPostgres(CompiledQuery.raw(changedSince, [partyId, kept.snapshot])),
    );
    return rows[0]?.andrad === false;
  }

  async get(partyId: string, key: string, count: () => Promise<Counted>): Promise<number> {
    const kept = this.#entries.get(key);
    if (kept && Date.now() - kept.at < maxAgeMs && (await this.#unchanged(partyId, kept))) {
      return kept.n;
    }
    // A count already being read serves too, checked like a kept one: its snapshot may
    // predate a write that committed before this request came.
    const reading = this.#reading.get(key);
    if (reading) {
      const shared = await reading;
      if (shared && (await this.#unchanged(partyId, shared))) {
        return shared.n;
      }
    }
    // Without its snapshot a count cannot be checked later: not kept, not shared.
    const toKept = (counted: Counted): Kept | undefined =>
      counted.snapshot === undefined
        ? undefined
        : { n: counted.n, snapshot: counted.snapshot, at: Date.now() };
    const read = count();
    const shared = read.then(toKept, () => undefined);
    this.#reading.set(key, shared);
    try {
      const counted = await read;
      const toKeep = toKept(counted);
      if (toKeep) {
        if (!this.#entries.has(key) && this.#entries.size >= this.maxEntries) {
          this.#entries.clear();
        }
        this.#entries.set(key, toKeep);
      }
      return counted.n;
    } finally {
      if (this.#reading.get(key) === shared) {
        this.#reading.delete(key);
      }
    }
  }
}

/**
 * Forgets notes older than any kept count can be plus any transaction lasts (statements
 * end after 15 s). Run with the app's other purges.
 */
export async function pruneListChanges(db: Kysely<Database>): Promise<void> {
  await sql`delete from lista_andring where tidpunkt < clock_timestamp() - interval '15 minutes'`.execute(
    db,
  );
}
