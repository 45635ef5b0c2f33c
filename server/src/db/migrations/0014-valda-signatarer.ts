import type { Kysely } from 'kysely';

/**
 * The signatories an organisation's wizard chose on a draft (a JSON list of ids), beside
 * the chosen signing option, so a kept draft resumes with them in any browser. They become
 * the power's signatories when it is sent for signing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fullmakt').addColumn('valda_signatarer', 'text').execute();
}
