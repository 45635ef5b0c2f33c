import {
  API_ROUTES,
  BegaranListaSvarSchema,
  BegaranSchema,
  fyllSokvag,
} from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { runScheduledJobs } from '../scheduler/scheduler';
import { begaranBody, sendBegaran } from '../testing/begaran';
import { filledPrivateDraft, signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

const nordiskByggteknik = '5567123459';
/** Mikael is its board's deputy: registered, but not a firmatecknare. */
const vastkustensFiske = '5568234560';

describe.each(testDatabases())('requests for a power on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open(), { settings: { begaranSvarMs: 0 } });
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async (
    as: string,
    which: 'skickadeBegaranden' | 'mottagnaBegaranden',
    part = as,
  ) => {
    const res = await t.call(as, {
      method: 'POST',
      url: API_ROUTES[which].path,
      payload: { part: { id: part } },
    });
    expect(res.statusCode).toBe(200);
    return BegaranListaSvarSchema.parse(res.json()).begaranden;
  };
  const view = (as: string, id: string) =>
    t.call(as, { method: 'GET', url: fyllSokvag(API_ROUTES.begaran.path, { id }) });
  const notices = async () =>
    (
      await t.app.deps.db.kysely
        .selectFrom('utskick')
        .select(['typ', 'mottagare_id', 'amne', 'lank'])
        .orderBy('skapad_tidpunkt')
        .orderBy('mottagare_id')
        .execute()
    ).filter((n) => n.typ.startsWith('BEGARAN_'));

  it('reaches the grantor whole, and is answered when the power made from it is delivered', async () => {
    const sent = await sendBegaran(t, p.lena, p.anna);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ meddelande: 'Förfrågan är skickad' });

    const [received] = await list(p.anna, 'mottagnaBegaranden');
    expect(received).toMatchObject({
      status: 'SKICKAD',
      begarare: { id: p.lena, namn: 'Lena Persson' },
      tredjeman: { namn: 'Fordonsverket' },
      mall: { rubrik: 'Ärenden om fordon' },
      behorigheter: ['fordon.se'],
      giltigFrom: '2026-03-10',
      giltigTom: '2026-12-31',
      meddelande: 'Jag sköter bilen åt dig medan du är utomlands.',
      fullmakt: null,
    });
    const id = received?.id ?? '';
    const told = await notices();
    expect(told.map((n) => `${n.typ} ${n.mottagare_id}`)).toEqual([`BEGARAN_MOTTAGEN ${p.anna}`]);
    // No personal data in the subject: no digits, no name.
    expect(told[0]?.amne).toBe('Du har fått en förfrågan om fullmakt');
    expect(told[0]?.lank).toBe(`/privat/fullmaktsgivare/begaran?id=${id}`);

    // The requester's own list: the state, not what it wrote.
    expect(await list(p.lena, 'skickadeBegaranden')).toEqual([
      expect.objectContaining({ id, status: 'SKICKAD', meddelande: '', behorigheter: [] }),
    ]);
    // Nobody else reaches it, nor the grantor's list.
    expect((await view(p.erik, id)).statusCode).toBe(404);
    // Each side's page asks as that side: the requester is not found on the grantor's.
    const asSide = (as: string, som: string) =>
      t.call(as, {
        method: 'GET',
        url: `${fyllSokvag(API_ROUTES.begaran.path, { id })}?som=${som}`,
      });
    expect((await asSide(p.lena, 'givare')).statusCode).toBe(404);
    expect((await asSide(p.lena, 'begarare')).statusCode).toBe(200);
    expect((await asSide(p.anna, 'begarare')).statusCode).toBe(404);
    expect(BegaranSchema.parse((await asSide(p.anna, 'givare')).json()).meddelande).not.toBe('');
    expect(
      (
        await t.call(p.erik, {
          method: 'POST',
          url: API_ROUTES.mottagnaBegaranden.path,
          payload: { part: { id: p.anna } },
        })
      ).statusCode,
    ).toBe(403);

    // A draft from the request does not answer it yet; the delivered power does.
    expect(BegaranSchema.parse((await view(p.anna, id)).json()).utkast).toBeNull();
    const draft = await filledPrivateDraft(t, p.anna, { holders: [p.lena], begaran: id });
    expect(BegaranSchema.parse((await view(p.lena, id)).json()).status).toBe('SKICKAD');
    // Coming back to the request, the grantor continues that draft; the requester is not told.
    expect(BegaranSchema.parse((await view(p.anna, id)).json()).utkast).toEqual({ id: draft.id });
    expect(BegaranSchema.parse((await view(p.lena, id)).json()).utkast).toBeUndefined();
    const power = await signedPrivatePower(t, p.anna, p.lena, { begaran: id });
    const answered = BegaranSchema.parse((await view(p.lena, id)).json());
    expect(answered.status).toBe('BESVARAD');
    expect(answered.fullmakt).toEqual({ id: power.id, tredjemanId: power.tredjeman.id });
    expect(BegaranSchema.parse((await view(p.anna, id)).json()).utkast).toBeNull();
    expect(await list(p.anna, 'mottagnaBegaranden')).toEqual([]);
    expect((await notices()).map((n) => `${n.typ} ${n.mottagare_id}`)).toEqual([
      `BEGARAN_MOTTAGEN ${p.anna}`,
      `BEGARAN_BESVARAD ${p.lena}`,
    ]);
    // An answered request cannot start another power.
    const again = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: power.tredjeman.id },
        mall: { id: 'fordon-arenden' },
        begaran: { id },
      },
    });
    expect(again.statusCode).toBe(404);
  }, 30_000);

  it('is declined with a reason the requester sees, once', async () => {
    await sendBegaran(t, p.lena, p.anna);
    const id = (await list(p.lena, 'skickadeBegaranden'))[0]?.id ?? '';
    const decline = (as: string) =>
      t.call(as, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.avbojBegaran.path, { id }),
        payload: { anledning: '  Jag har redan gett Erik den fullmakten. ' },
      });
    expect((await decline(p.lena)).statusCode).toBe(404);
    const declined = await decline(p.anna);
    expect(declined.statusCode).toBe(200);
    expect(BegaranSchema.parse((await view(p.lena, id)).json())).toMatchObject({
      status: 'AVBOJD',
      anledning: 'Jag har redan gett Erik den fullmakten.',
    });
    expect((await decline(p.anna)).statusCode).toBe(409);
    expect((await notices()).map((n) => `${n.typ} ${n.mottagare_id} ${n.lank}`)).toEqual([
      `BEGARAN_MOTTAGEN ${p.anna} /privat/fullmaktsgivare/begaran?id=${id}`,
      `BEGARAN_AVBOJD ${p.lena} /privat/ombud/begaran?id=${id}`,
    ]);
  });

  it("reaches every firmatecknare of an organisation, and not the organisation's others", async () => {
    expect((await sendBegaran(t, p.lena, nordiskByggteknik)).statusCode).toBe(200);
    for (const signatory of [p.anna, p.erik]) {
      expect(await list(signatory, 'mottagnaBegaranden', nordiskByggteknik)).toEqual([
        expect.objectContaining({ begarare: { id: p.lena, namn: 'Lena Persson' } }),
      ]);
    }
    const told = (await notices()).map((n) => n.mottagare_id).sort();
    expect(told).toEqual([p.anna, p.erik, p.lars, p.maria].sort());
    expect(
      (
        await t.call(p.karin, {
          method: 'POST',
          url: API_ROUTES.mottagnaBegaranden.path,
          payload: { part: { id: nordiskByggteknik } },
        })
      ).statusCode,
    ).toBe(403);
    // Registered but not a firmatecknare: the overview asks, and gets no requests.
    expect(await list(p.mikael, 'mottagnaBegaranden', vastkustensFiske)).toEqual([]);
  });

  it('ends unanswered after 30 days (the scheduler)', async () => {
    await sendBegaran(t, p.lena, p.anna);
    const db = t.app.deps.db.kysely;
    await runScheduledJobs(db, new Date('2026-03-31T10:00:00Z'));
    expect((await list(p.lena, 'skickadeBegaranden'))[0]?.status).toBe('SKICKAD');
    await runScheduledJobs(db, new Date('2026-04-01T10:00:00Z'));
    expect((await list(p.lena, 'skickadeBegaranden'))[0]?.status).toBe('UTGANGEN');
    expect(await list(p.anna, 'mottagnaBegaranden')).toEqual([]);
  });

  it('refuses what the requester must fix with a Swedish message, the same for any grantor', async () => {
    const refused = async (more: Parameters<typeof begaranBody>[2], givare: string = p.anna) => {
      const res = await sendBegaran(t, p.lena, givare, more);
      expect(res.statusCode).toBe(400);
      return (res.json<{ meddelande?: string }>().meddelande ?? '').toString();
    };
    expect((await sendBegaran(t, p.lena, p.anna, { meddelande: 'x'.repeat(500) })).statusCode).toBe(
      200,
    );
    await refused({ meddelande: 'x'.repeat(501) });
    await refused({ meddelande: 'Hej\u0007' });
    expect(await refused({ behorigheter: ['finns.inte'] })).toBe(
      'Välj behörigheter som finns i mallen.',
    );
    expect(await refused({}, p.lena)).toBe('Du kan inte begära en fullmakt av dig själv.');
    expect(await refused({}, '197803122387')).toBe('Ogiltig identitet');
    expect(await refused({ giltigFrom: '2026-03-01' })).toBe(
      'Från och med-datum kan inte vara tidigare än 2026-03-02.',
    );
    // Asking for an organisation one does not act for.
    const other = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaBegaran.path,
      payload: { ...begaranBody(p.lena, p.anna), begarare: { id: nordiskByggteknik } },
    });
    expect(other.statusCode).toBe(403);
  });
});
