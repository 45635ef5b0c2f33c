import { sql } from 'kysely';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { viewStatement } from './view-statement';

describe.each(testDatabases())('the view statement on $name', ({ open }) => {
  it('reads the power in the columns shown with its third party name', async () => {
    const t = await startTestApp(await open());
    try {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const db = t.app.deps.db.kysely;
      const { rows } = await db.executeQuery(viewStatement(db, power.id));
      expect(rows).toEqual([
        expect.objectContaining({ id: power.id, tredjeman_namn: power.tredjeman.namn }),
      ]);
      expect((await db.executeQuery(viewStatement(db, 'finns-inte'))).rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the view statement on SQLite with statistics', () => {
  // With STAT4 samples (after `analyze`) SQLite plans a statement over two tables with them
  // and compiles it again for every new id: the view's statement reads one table, the
  // third party's name a subquery (fullmakt-dto.ts selectShownWithNamn).
  it('reads one table, the third party in a subquery, so an id cannot change its plan', async () => {
    const t = await startTestApp(openDatabase({}));
    try {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const db = t.app.deps.db.kysely;
      await sql`analyze`.execute(db);
      const statement = viewStatement(db, power.id);
      const plan = await db.executeQuery<{ detail: string }>({
        ...statement,
        sql: `explain query plan ${statement.sql}`,
      });
      const details = plan.rows.map((r) => r.detail);
      expect(details[0]).toMatch(/^SEARCH fullmakt USING INDEX/);
      expect(details).toContain('CORRELATED SCALAR SUBQUERY 1');
      expect(statement.sql).not.toMatch(/\bjoin\b/i);
    } finally {
      await t.close();
    }
  });
});
