import { openDatabase } from '../src/db/database';
import { startTestApp } from '../src/testing/test-app';
import { testPerson as p } from '../src/seed/people';
import { API_ROUTES } from '@fullmakt/shared/domain';
const db = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test', pgSchema: 'perfexp' });
const orig = db.listCounts;
let computed = 0;
db.listCounts = { needsSnapshot: orig.needsSnapshot, get: (a, k, c) => orig.get(a, k, () => { computed++; return c(); }) };
const t = await startTestApp(db, { now: () => new Date() });
const tids = ['AKTUELL', 'GILTIG', 'HISTORISK', undefined];
for (let round = 0; round < 6; round++) {
  const started = performance.now();
  for (let i = 0; i < 200; i++) {
    const res = await t.call(p.anna, { method: 'POST', url: API_ROUTES.sokFullmakter.path, payload: { filter: { fullmaktsgivare: { id: p.anna }, tid: tids[i % 4], page: { page: i % 10, size: 20 } } } });
    if (res.statusCode !== 200) console.log(res.statusCode, res.body);
  }
  console.log('round', round, ((performance.now() - started) / 200).toFixed(2), 'ms/list', 'computed', computed);
}
await t.close();
