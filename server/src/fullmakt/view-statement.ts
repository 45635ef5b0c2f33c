import type { CompiledQuery, Kysely } from 'kysely';
import { preparedOnPostgres } from '../db/prepared-statements';
import type { Database } from '../db/schema';
import { selectShownWithNamn, type ShownRowWithNamn } from './fullmakt-dto';

/** Stand-in for the id, told apart from any id a request can carry. */
const idSlot = '\u0000id';

const compiled = new WeakMap<Kysely<Database>, CompiledQuery<ShownRowWithNamn>>();

/**
 * The statement a view reads its power with (the columns shown and the third party's
 * name, in one round trip), compiled once per database and run with each request's id:
 * building it in Kysely cost a tenth of a view's CPU, more than SQLite took to run it.
 * Prepared by name on PostgreSQL (db/prepared-statements.ts).
 */
export function viewStatement(db: Kysely<Database>, id: string): CompiledQuery<ShownRowWithNamn> {
  let statement = compiled.get(db);
  if (!statement) {
    statement = selectShownWithNamn(db).where('fullmakt.id', '=', idSlot).compile();
    if (statement.parameters.length !== 1 || statement.parameters[0] !== idSlot) {
      throw new Error('Visningens sats bär inte id som enda parameter');
    }
    compiled.set(db, preparedOnPostgres(statement));
  }
  return { ...statement, parameters: [id] };
}
