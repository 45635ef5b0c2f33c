import { performance } from 'node:perf_hooks';
import { API_ROUTES, BegaranListaSvarSchema, fyllSokvag } from '@fullmakt/shared/domain';
import { begaranPerTimme } from '../routes/begaran-routes';
import { testPerson as p } from '../seed/people';
import { sendBegaran } from '../testing/begaran';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/** A personnummer with a right check digit that no one in the register holds. */
const nobody = '198001011231';
const skickad = { meddelande: 'Förfrågan är skickad' };

describe.each(testDatabases())('requests cannot be abused on $name', ({ open }) => {
  let t: TestApp;
  const start = async (begaranSvarMs = 0) => {
    t = await startTestApp(await open(), { settings: { begaranSvarMs } });
  };
  afterEach(async () => {
    await t.close();
  });

  const list = async (as: string, which: 'skickadeBegaranden' | 'mottagnaBegaranden') => {
    const res = await t.call(as, {
      method: 'POST',
      url: API_ROUTES[which].path,
      payload: { part: { id: as } },
    });
    return BegaranListaSvarSchema.parse(res.json()).begaranden;
  };
  const told = async (to: string) =>
    (
      await t.app.deps.db.kysely
        .selectFrom('utskick')
        .select('typ')
        .where('mottagare_id', '=', to)
        .execute()
    ).length;

  it('limits how many requests one requester sends an hour, not everyone at its address', async () => {
    await start();
    const grantors = [p.anna, p.erik, p.maria, p.lars, p.karin, p.per, p.mikael, p.ali, p.johan];
    const more = [p.birgitta, p.ingrid];
    expect(grantors.length + 1).toBe(begaranPerTimme);
    for (const givare of [...grantors, more[0] ?? '']) {
      expect((await sendBegaran(t, p.lena, givare)).statusCode).toBe(200);
    }
    const limited = await sendBegaran(t, p.lena, more[1] ?? '');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      meddelande: 'Du har skickat många förfrågningar på kort tid. Vänta en stund och försök igen.',
    });
    // Another requester from the same address is not held back.
    expect((await sendBegaran(t, p.erik, p.anna)).statusCode).toBe(200);
  }, 60_000);

  it('keeps at most three open requests from one requester to one grantor', async () => {
    await start();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendBegaran(t, p.lena, p.anna)).statusCode).toBe(200);
    }
    const fourth = await sendBegaran(t, p.lena, p.anna);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      meddelande:
        'Du har redan tre obesvarade förfrågningar till samma fullmaktsgivare. Vänta på svar innan du skickar fler.',
    });
    // Counted for a number that reaches nobody just the same, so the limit tells nothing.
    for (let i = 0; i < 3; i += 1) {
      expect((await sendBegaran(t, p.lena, nobody)).statusCode).toBe(200);
    }
    expect((await sendBegaran(t, p.lena, nobody)).statusCode).toBe(409);
    // Other grantors and other requesters are not held back; an answered one frees a place.
    expect((await sendBegaran(t, p.lena, p.erik)).statusCode).toBe(200);
    expect((await sendBegaran(t, p.maria, p.anna)).statusCode).toBe(200);
    // Lena's, not Maria's: the test clock stands still, so the list's order is the ids'.
    const lenas = (await list(p.anna, 'mottagnaBegaranden')).find((b) => b.begarare.id === p.lena);
    await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.avbojBegaran.path, { id: lenas?.id ?? '' }),
      payload: {},
    });
    expect((await sendBegaran(t, p.lena, p.anna)).statusCode).toBe(200);
  }, 60_000);

  it('lets the grantor block a requester, who is answered as before and reaches nobody', async () => {
    await start();
    await sendBegaran(t, p.lena, p.anna);
    const [request] = await list(p.anna, 'mottagnaBegaranden');
    const declined = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.avbojBegaran.path, { id: request?.id ?? '' }),
      payload: { blockera: true },
    });
    expect(declined.statusCode).toBe(200);
    const noticesBefore = await told(p.anna);
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);

    const again = await sendBegaran(t, p.lena, p.anna);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(skickad);
    expect(await list(p.anna, 'mottagnaBegaranden')).toEqual([]);
    expect(await told(p.anna)).toBe(noticesBefore);
    expect((await list(p.lena, 'skickadeBegaranden')).map((b) => b.status)).toEqual([
      'SKICKAD',
      'AVBOJD',
    ]);
    // Only that requester: another still reaches her.
    await sendBegaran(t, p.erik, p.anna);
    expect((await list(p.anna, 'mottagnaBegaranden')).map((b) => b.begarare.id)).toEqual([p.erik]);
  }, 30_000);

  it('answers the same, as slowly, for an existing, a protected, a minor and an unknown grantor, and keeps nothing for the others', async () => {
    const floor = 500;
    await start(floor);
    // The caller's token is made once, before anything is timed.
    await list(p.lena, 'skickadeBegaranden');
    const grantors = { existing: p.anna, protected: p.sara, minor: p.elsa, unknown: nobody };
    const answers: { status: number; body: string; ms: number }[] = [];
    for (const givare of Object.values(grantors)) {
      const begun = performance.now();
      const res = await sendBegaran(t, p.lena, givare);
      answers.push({ status: res.statusCode, body: res.body, ms: performance.now() - begun });
    }
    for (const a of answers) {
      expect({ status: a.status, body: JSON.parse(a.body) as unknown }).toEqual({
        status: 200,
        body: skickad,
      });
      expect(a.ms).toBeGreaterThanOrEqual(floor - 5);
    }
    const times = answers.map((a) => a.ms);
    // One timing class: what differs after the checks is hidden under the floor.
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(floor / 2);

    // The requester's own list shows each alike: the same fields and state.
    const sent = await list(p.lena, 'skickadeBegaranden');
    const shapes = sent.map(({ id: _id, fullmaktsgivare: _g, ...rest }) => rest);
    expect(new Set(shapes.map((s) => JSON.stringify(s))).size).toBe(1);

    // Nothing reaches the others: no grantor list, no notice, none of what was written.
    const db = t.app.deps.db.kysely;
    const kept = await db
      .selectFrom('begaran')
      .select(['givare_id', 'levereras', 'meddelande', 'behorigheter'])
      .where('givare_id', 'in', [p.sara, p.elsa, nobody])
      .execute();
    expect(kept).toHaveLength(3);
    expect(kept.map((k) => [k.levereras, k.meddelande, k.behorigheter])).toEqual([
      [0, '', '[]'],
      [0, '', '[]'],
      [0, '', '[]'],
    ]);
    for (const id of [p.sara, p.elsa, nobody]) {
      expect(await told(id)).toBe(0);
    }
    expect(await told(p.anna)).toBe(1);
  }, 30_000);
});
