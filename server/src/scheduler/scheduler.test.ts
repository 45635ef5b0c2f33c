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
        'utgangna-begaranden',
        'utgangna-fullmakter',
      ]);
      expect(await runScheduledJobs(db, new Date('2026-03-02T10:55:00Z'))).toEqual({});
      expect(
        Object.keys(await runScheduledJobs(db, new Date('2026-03-02T11:00:00Z'))),
      ).toHaveLength(4);
    } finally {
      await t.close();
    }
  });

  it('queues the expiry reminders to grantor and holder 30 and 7 days before the end, once each', async () => {
    const t = await startTestApp(await open());
    try {
      await signedPrivatePower(t, p.anna, p.lena);
      const db = t.app.deps.db.kysely;
      const reminders = async () =>
        (
          await db
            .selectFrom('utskick')
            .select(['handelse_id', 'typ', 'mottagare_id', 'lank'])
            .where('typ', 'in', ['PAMINNELSE_UTGANG', 'PAMINNELSE_UTGANG_GIVARE'])
            .orderBy('handelse_id')
            .orderBy('mottagare_id')
            .execute()
        ).map(
          (r) =>
            `${r.handelse_id.split(':')[0]} ${r.typ} ${r.mottagare_id} ${r.lank.split('?')[0]}`,
        );
      // The power ends 2026-12-31: 32 days before, nothing yet.
      await runScheduledJobs(db, new Date('2026-11-29T10:00:00Z'));
      expect(await reminders()).toEqual([]);
      await runScheduledJobs(db, new Date('2026-12-01T10:00:00Z'));
      await runScheduledJobs(db, new Date('2026-12-02T10:00:00Z'));
      const thirty = [
        `PAMINNELSE_UTGANG_30 PAMINNELSE_UTGANG_GIVARE ${p.anna} /privat/fullmaktsgivare/fornya`,
        `PAMINNELSE_UTGANG_30 PAMINNELSE_UTGANG ${p.lena} /privat/ombud/fullmakt`,
      ];
      expect(await reminders()).toEqual(thirty);
      // 8 days before: still only the first; 7 days before: the second, once.
      await runScheduledJobs(db, new Date('2026-12-23T10:00:00Z'));
      expect(await reminders()).toEqual(thirty);
      await runScheduledJobs(db, new Date('2026-12-24T10:00:00Z'));
      await runScheduledJobs(db, new Date('2026-12-30T10:00:00Z'));
      expect(await reminders()).toEqual([
        ...thirty,
        `PAMINNELSE_UTGANG_7 PAMINNELSE_UTGANG_GIVARE ${p.anna} /privat/fullmaktsgivare/fornya`,
        `PAMINNELSE_UTGANG_7 PAMINNELSE_UTGANG ${p.lena} /privat/ombud/fullmakt`,
      ]);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('reminds nobody of a power already renewed by a delivered power', async () => {
    const t = await startTestApp(await open());
    try {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const db = t.app.deps.db.kysely;
      await db
        .insertInto('fullmakt_handelse')
        .values({
          id: 'fornyad-1',
          fullmakt_id: power.id,
          typ: 'FORNYAD',
          tidpunkt: '2026-11-20T10:00:00.000Z',
          ordning: 1,
          aktor_id: p.anna,
          berorda: '[]',
          annan_fullmakt_id: 'ny',
        })
        .execute();
      await runScheduledJobs(db, new Date('2026-12-24T10:00:00Z'));
      const rows = await db
        .selectFrom('utskick')
        .select('id')
        .where('typ', 'in', ['PAMINNELSE_UTGANG', 'PAMINNELSE_UTGANG_GIVARE'])
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
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
      expect(jobs).toEqual([
        'paminnelser',
        'ta-bort-gamla-utkast',
        'utgangna-begaranden',
        'utgangna-fullmakter',
      ]);
    } finally {
      await db.close();
      await dropPgSchema(url, schema);
    }
  }, 60_000);
});
