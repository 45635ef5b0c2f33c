// What the restore drill compares between the database that was backed up and the restored
// one: for a set of powers, every row that belongs to them (the power, its holders,
// permissions and signatories, its signatures, events and notices), counted per table and
// summed up in one checksum.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The columns of a notice that stay put: its delivery (status, attempts, times) goes on
 * after the backup in the server that keeps running and is not what the backup promises.
 */
const noticeColumns = [
  'id',
  'handelse_id',
  'fullmakt_id',
  'mottagare_id',
  'typ',
  'adress',
  'amne',
  'text',
  'lank',
  'skapad_tidpunkt',
];

const tables: { name: keyof Database; key: string; columns?: string[] }[] = [
  { name: 'fullmakt', key: 'id' },
  { name: 'fullmakt_havare', key: 'fullmakt_id' },
  { name: 'fullmakt_behorighet', key: 'fullmakt_id' },
  { name: 'fullmakt_signatar', key: 'fullmakt_id' },
  { name: 'underskrift', key: 'fullmakt_id' },
  { name: 'fullmakt_handelse', key: 'fullmakt_id' },
  { name: 'utskick', key: 'fullmakt_id', columns: noticeColumns },
];

export interface RowSummary {
  counts: Record<string, number>;
  checksum: string;
}

/** Each row as JSON with its keys sorted, so the same row reads the same from either database. */
function canonical(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((key) => [key, row[key]]),
  );
}

export async function summariseRows(
  db: Kysely<Database>,
  powerIds: readonly string[],
): Promise<RowSummary> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const columns = table.columns ? sql.join(table.columns.map((c) => sql.ref(c))) : sql`*`;
    const { rows } =
      powerIds.length === 0
        ? { rows: [] }
        : await sql<Record<string, unknown>>`select ${columns} from ${sql.table(table.name)}
            where ${sql.ref(table.key)} in (${sql.join(powerIds)})`.execute(db);
    counts[table.name] = rows.length;
    hash.update(`${table.name}\n`);
    for (const line of rows.map(canonical).sort()) {
      hash.update(`${line}\n`);
    }
  }
  return { counts, checksum: hash.digest('hex') };
}
