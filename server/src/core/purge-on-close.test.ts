import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { API_ROUTES, type Utkast } from '@fullmakt/shared/domain';
import pg from 'pg';
import { createPgSchema, dropPgSchema, openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp } from '../testing/test-app';

const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('the hourly removal when the server shuts down', () => {
  it('closing waits for a run in progress, which finishes before the pool closes', async () => {
    const url = pgUrl ?? '';
    const schema = `t_${randomUUID().replace(/-/g, '')}`;
    await createPgSchema(url, schema);
    const db = openDatabase({ databaseUrl: url, pgSchema: schema });
    const errors: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        errors.push(chunk.toString());
        done();
      },
    });
    const t = await startTestApp(db, { purgeIntervalMs: 100, logLevel: 'error', logStream });
    const holder = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    try {
      const draft = (
        await t.call(p.anna, {
          method: 'POST',
          url: API_ROUTES.skapaUtkast.path,
          payload: {
            fullmaktsgivare: { id: p.anna, typ: 'pnr' },
            fullmaktsgivarroll: 'Privat',
            tredjeman: { id: tredjemanId.fordonsverket },
            mall: { id: 'fordon-arenden' },
          },
        })
      ).json<Utkast>();
      // Another session holds the old draft: the removal that starts now waits on it.
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from fullmakt where id = $1 for update', [draft.fullmakt.id]);
      t.clock.now = new Date(t.clock.now.getTime() + 31 * 24 * 3600 * 1000);
      await new Promise((resolve) => setTimeout(resolve, 400));

      let closed = false;
      const closing = t.app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      await holder.query('commit');
      await closing;

      const left = await db.kysely
        .selectFrom('fullmakt')
        .select('id')
        .where('id', '=', draft.fullmakt.id)
        .execute();
      expect(left).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await holder.end().catch(() => undefined);
      await db.close();
      await dropPgSchema(url, schema);
    }
  });
});
