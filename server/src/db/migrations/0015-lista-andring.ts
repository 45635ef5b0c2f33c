import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL several server processes share the database, so a list count one process
 * keeps must be checked against the others' writes. Every statement that changes powers
 * or holders notes, per party whose lists it may change, the id of its transaction
 * (`lista_andring`), written by triggers so no code path can forget. A count read together
 * with its snapshot stays right while no noted transaction is invisible to that snapshot
 * (fullmakt/list-counts.ts). Statement triggers with transition tables: a bulk insert
 * notes each party once, in one statement. Rows are pruned after a quarter of an hour
 * (longer than a kept count lives plus any transaction lasts).
 *
 * SQLite has one process: its counts are kept by the write generation (db/write-generation.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return;
  }
  await sql`
    create table lista_andring (
      part_id text not null,
      xid xid8 not null,
      tidpunkt timestamptz not null default clock_timestamp(),
      primary key (part_id, xid)
    )`.execute(db);
  await sql`create index lista_andring_tidpunkt on lista_andring (tidpunkt)`.execute(db);
  // A power's grantor and its holders' lists (a status or date change moves a holder's
  // counts too). `rader` holds the new rows (insert, update) or the old ones (delete);
  // an update also looks at the old rows, should a grantor ever change.
  await sql`
    create function lista_andring_fullmakt() returns trigger
    language plpgsql set search_path from current as $$
    begin
      insert into lista_andring (part_id, xid)
      select distinct s.part_id, pg_current_xact_id() from (
        select fullmaktsgivare_id as part_id from rader
        union select h.havare_id from fullmakt_havare h join rader r on h.fullmakt_id = r.id
      ) s
      on conflict do nothing;
      if tg_op = 'UPDATE' then
        insert into lista_andring (part_id, xid)
        select distinct fullmaktsgivare_id, pg_current_xact_id() from gamla
        on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function lista_andring_havare() returns trigger
    language plpgsql set search_path from current as $$
    begin
      insert into lista_andring (part_id, xid)
      select distinct havare_id, pg_current_xact_id() from rader
      on conflict do nothing;
      if tg_op = 'UPDATE' then
        insert into lista_andring (part_id, xid)
        select distinct havare_id, pg_current_xact_id() from gamla
        on conflict do nothing;
      end if;
      return null;
    end $$`.execute(db);
  for (const [table, fn] of [
    ['fullmakt', 'lista_andring_fullmakt'],
    ['fullmakt_havare', 'lista_andring_havare'],
  ] as const) {
    await sql`
      create trigger ${sql.id(`${table}_lista_ny`)} after insert on ${sql.id(table)}
      referencing new table as rader for each statement execute function ${sql.id(fn)}()`.execute(
      db,
    );
    await sql`
      create trigger ${sql.id(`${table}_lista_andrad`)} after update on ${sql.id(table)}
      referencing old table as gamla new table as rader
      for each statement execute function ${sql.id(fn)}()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_lista_borttagen`)} after delete on ${sql.id(table)}
      referencing old table as rader for each statement execute function ${sql.id(fn)}()`.execute(
      db,
    );
  }
}
