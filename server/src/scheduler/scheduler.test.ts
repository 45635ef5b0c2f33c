import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createPgSchema, dropPgSchema, openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { testPerson as p } from '../seed/people';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { runScheduledJobs } from './scheduler';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env.FULLMAKT_TEST_DATABASE_URL;

describe.each(testDatabases())('the scheduler on $name', ({ open }) => {
  it('runs each job once an hour, and again the next hour', async () => {
    const t = await startTestApp(await open());
    try {
      const db = t.app.deps.db.kysely;
      const at = new Date('2026-03-02T10:05:00Z');
      expect(Object.keys(await runScheduledJobs(db, at)).sort()).toEqual([
        'paminnelser',
        'ta-bort-gamla-utkast',
        'utgangna-fullmakter',
      ]);
      expect(await runScheduledJobs(db, new Date('2026-03-02T10:55:00Z'))).toEqual({});
      expect(
        Object.keys(await runScheduledJobs(db, new Date('2026-03-02T11:00:00Z'))),
      ).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('queues the expiry reminder to grantor and holder 30 days before the end, once', async () => {
    const t = await startTestApp(await open());
    try {
      await signedPrivatePower(t, p.anna, p.lena);
      const db = t.app.deps.db.kysely;
      await runScheduledJobs(db, new Date('2026-11-30T10:00:00Z'));
      await runScheduledJobs(db, new Date('2026-12-01T10:00:00Z'));
      await runScheduledJobs(db, new Date('2026-12-02T10:00:00Z'));
      const rows = await db
        .selectFrom('utskick')
        .select(['typ', 'mottagare_id'])
        .where('typ', '=', 'PAMINNELSE_UTGANG')
        .orderBy('mottagare_id')
        .execute();
      expect(rows.map((r) => r.mottagare_id)).toEqual([p.anna, p.lena]);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(pgUrl)('two server processes on one PostgreSQL', () => {
  it('run each scheduled job once', async () => {
    const url = pgUrl ?? '';
    const schema = `t_${randomUUID().replace(/-/g, '')}`;
    await createPgSchema(url, schema);
    const db = openDatabase({ databaseUrl: url, pgSchema: schema });
    try {
      await prepareDatabase(db, new Date('2026-03-02T09:00:00Z'));
      const env = {
        ...process.env,
        DATABASE_URL: url,
        FULLMAKT_PG_SCHEMA: schema,
        FULLMAKT_NOW: '2026-03-02T10:00:00Z',
      };
      const cli = path.join(here, 'run-once-cli.ts');
      const both = await Promise.all(
        [1, 2].map(() =>
          run(process.execPath, ['--import', 'tsx', cli], { env, cwd: path.join(here, '../..') }),
        ),
      );
      const ran = both.map((r) => JSON.parse(r.stdout.trim()) as Record<string, number>);
      const jobs = ran.flatMap((r) => Object.keys(r)).sort();
      expect(jobs).toEqual(['paminnelser', 'ta-bort-gamla-utkast', 'utgangna-fullmakter']);
    } finally {
      await db.close();
      await dropPgSchema(url, schema);
    }
  }, 60_000);
});
