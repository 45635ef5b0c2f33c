import { randomUUID } from 'node:crypto';
import { svenskTid } from '@fullmakt/shared/domain';
import type { Insertable, Kysely } from 'kysely';
import type { AppDeps } from '../core/deps';
import type { Database, FullmaktAtkomstTable } from '../db/schema';

/** Who read: the third party's system, one of its officials, or anyone with the PDF's code. */
export type Reader = { typ: 'klient'; clientId: string } | { typ: 'person'; personId: string };

/** One read of a power by its third party, as recordAccess takes it. */
export interface AccessRead {
  fullmaktId: string;
  /** The third party the power is made out to (organisation number). */
  tredjemanId: string;
  /** Its system or official; `kod` for a verification by the code of the power's PDF. */
  lasare: Reader | { typ: 'kod' };
  /** The power on its own, or in a list. */
  vad: 'fullmakt' | 'lista';
  at: Date;
}

export interface AccessLogOptions {
  /** Reads wait at most this long in memory before they are written. */
  flushEveryMs: number;
  /** A batch this big is written at once, and no insert carries more rows. */
  maxBatch: number;
  /** Record nothing: only to measure what recording costs (scripts/bench-access-log.ts). */
  off?: boolean;
}

export const defaultAccessLogOptions: AccessLogOptions = { flushEveryMs: 250, maxBatch: 500 };

/** Reads kept while the database does not take them; the oldest are dropped beyond this. */
const maxUnwritten = 20_000;

type Row = Insertable<FullmaktAtkomstTable>;

/**
 * The record of who looked (issue 31 item 6). A third party's read must not wait for its
 * own record: `record` only queues the row, and the queue is written in one insert every
 * `flushEveryMs` or at `maxBatch` rows, and on close (app.ts, before the database closes,
 * after the requests in flight have answered). A crash (kill -9, power loss) loses the
 * reads of at most the last batch not yet written. A failed write is tried again with the
 * next batch; a long outage drops the oldest reads beyond `maxUnwritten`, logged.
 */
export class AccessLog {
  readonly #unwritten: Row[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;
  #closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AccessLogOptions,
    private readonly warn: (message: string, detail: object) => void,
  ) {}

  record(read: AccessRead): void {
    if (this.options.off) {
      return;
    }
    const tidpunkt = read.at.toISOString();
    this.#unwritten.push({
      id: randomUUID(),
      fullmakt_id: read.fullmaktId,
      tidpunkt,
      dag: this.#swedishDay(tidpunkt, read.at),
      tredjeman_id: read.tredjemanId,
      lasare_typ: read.lasare.typ,
      lasare_id:
        read.lasare.typ === 'klient'
          ? read.lasare.clientId
          : read.lasare.typ === 'person'
            ? read.lasare.personId
            : null,
      vad: read.vad,
    });
    if (this.#unwritten.length >= this.options.maxBatch) {
      void this.flush();
      return;
    }
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.options.flushEveryMs);
      this.#timer.unref();
    }
  }

  #dayHour = '';
  #day = '';

  /**
   * The Swedish day of a read, formatted once per UTC hour: Swedish time differs from UTC by
   * whole hours, so every moment of one UTC hour has the same Swedish day (a read is a few
   * µs cheaper, reads come in bursts).
   */
  #swedishDay(iso: string, at: Date): string {
    const hour = iso.slice(0, 13);
    if (hour !== this.#dayHour) {
      this.#dayHour = hour;
      this.#day = svenskTid(at);
    }
    return this.#day;
  }

  /** Writes every read queued so far; resolves when they (and earlier batches) are written. */
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

  async #write(rows: Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.options.maxBatch) {
      const batch = rows.slice(start, start + this.options.maxBatch);
      try {
        await this.db.insertInto('fullmakt_atkomst').values(batch).execute();
      } catch (error) {
        this.#requeue(rows.slice(start), error);
        return;
      }
    }
  }

  /** On close: writes what is queued, and tries no more after that. */
  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  /** Puts the rows not written back in front of the queue, within its bound. */
  #requeue(rows: Row[], error: unknown): void {
    this.#unwritten.unshift(...rows);
    const over = this.#unwritten.length - maxUnwritten;
    if (over > 0) {
      this.#unwritten.splice(0, over);
      this.#dropped += over;
    }
    this.warn('Uppgifter om vem som hämtat fullmakter kunde inte sparas; försöker igen', {
      vantar: this.#unwritten.length,
      tappade: this.#dropped,
      fel: error instanceof Error ? error.message : String(error),
    });
    if (!this.#closed) {
      this.#timer ??= setTimeout(() => void this.flush(), this.options.flushEveryMs);
      this.#timer.unref();
    }
  }
}

/**
 * Records that a power's third party read it, without waiting for the write: for every
 * route that answers a third party about a power (the third-party view; the verification
 * by code passes `lasare: { typ: 'kod' }`). Shown in the power's history (timeline.ts).
 */
export function recordAccess(deps: Pick<AppDeps, 'accessLog'>, read: AccessRead): void {
  deps.accessLog.record(read);
}
