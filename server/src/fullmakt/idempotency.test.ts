import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { idempotensTexter, underskriftTexter } from '@fullmakt/shared/texts';
import { purgeIdempotencyKeys } from '../core/idempotency';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs, ticketCookieOf } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('Idempotency-Key on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const draftBody = (mall = 'fordon-arenden') => ({
    fullmaktsgivare: { id: p.anna, typ: 'pnr' },
    fullmaktsgivarroll: 'Privat',
    tredjeman: { id: tredjemanId.fordonsverket },
    mall: { id: mall },
  });
  const create = (key: string | undefined, payload: object = draftBody(), as: string = p.anna) =>
    t.call(as, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const powersOf = async (givare: string) =>
    t.app.deps.db.kysely
      .selectFrom('fullmakt')
      .select(['id', 'status'])
      .where('fullmaktsgivare_id', '=', givare)
      .execute();

  /** Anna's power to Lena, signed, that Lena may share onward. */
  const signedPower = async (): Promise<Fullmakt> => {
    const utkast = (await create(undefined)).json<Utkast>();
    const fullmakt: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
      behorigheter: [
        { kod: 'fordon.se', rubrik: 'x', beskrivning: 'x' },
        { kod: 'dela.vidare', rubrik: 'x', beskrivning: 'x' },
      ],
    };
    expect((await signAs(t, p.anna, fullmakt)).klar).toBe(true);
    return fullmakt;
  };

  it('a repeated create gets the first answer and makes one draft', async () => {
    const first = await create('skapa-0001');
    const again = await create('skapa-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<Utkast>().fullmakt.id).toBe(first.json<Utkast>().fullmakt.id);
    expect(await powersOf(p.anna)).toHaveLength(1);
    // Without a key, or with another, a create is a new draft.
    await create(undefined);
    await create('skapa-0002');
    expect(await powersOf(p.anna)).toHaveLength(3);
  });

  it('two creates with one key at the same moment make one draft and one answer', async () => {
    const answers = await Promise.all([create('samtidig-01'), create('samtidig-01')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ids = answers.map((a) => a.json<Utkast>().fullmakt.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await powersOf(p.anna)).toHaveLength(1);
  });

  it('a key reused with another body is 422 in Swedish and changes nothing', async () => {
    await create('ateranvand-1');
    const other = await create('ateranvand-1', draftBody('fordon-agarbyte'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      kod: 'fullmakt.ogiltig',
      meddelande: idempotensTexter.annanBegaran,
    });
    expect(await powersOf(p.anna)).toHaveLength(1);
  });

  it('keys are per caller: another person with the same key makes their own draft', async () => {
    await create('delad-nyckel');
    const lenas = await create(
      'delad-nyckel',
      { ...draftBody(), fullmaktsgivare: { id: p.lena, typ: 'pnr' } },
      p.lena,
    );
    expect(lenas.statusCode).toBe(200);
    expect(await powersOf(p.lena)).toHaveLength(1);
  });

  it('a malformed key is refused with 400 before anything is written', async () => {
    const bad = await create('kort');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meddelande).toBe(idempotensTexter.ogiltigNyckel);
    expect(await powersOf(p.anna)).toHaveLength(0);
  });

  it('a repeated sign-start opens one ticket and answers the same redirect', async () => {
    const utkast = (await create(undefined)).json<Utkast>();
    const fullmakt: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
    };
    const start = () =>
      t.call(p.anna, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
        payload: { fullmakt },
        headers: { 'idempotency-key': 'starta-0001' },
      });
    const first = await start();
    const again = await start();
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const tickets = await t.app.deps.db.kysely
      .selectFrom('underskrift')
      .select('biljett')
      .where('fullmakt_id', '=', fullmakt.id)
      .execute();
    expect(tickets).toHaveLength(1);
  });

  it('a repeated revoke, return and share get their first answers and act once', async () => {
    const revoked = await signedPower();
    const revoke = () =>
      t.call(p.anna, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.aterkalla.path, { id: revoked.id }),
        headers: { 'idempotency-key': 'aterkalla-01' },
      });
    expect((await revoke()).json()).toEqual({ aterkallade: 1 });
    const revokedAgain = await revoke();
    expect(revokedAgain.statusCode).toBe(200);
    expect(revokedAgain.json()).toEqual({ aterkallade: 1 });

    const held = await signedPower();
    const share = () =>
      t.call(p.lena, {
        method: 'POST',
        url: API_ROUTES.skapaUtkast.path,
        payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: held.id } },
        headers: { 'idempotency-key': 'dela-000001' },
      });
    const shared = await share();
    expect(shared.statusCode).toBe(200);
    expect((await share()).json<Fullmakt>().id).toBe(shared.json<Fullmakt>().id);
    expect(await powersOf(p.lena)).toHaveLength(1);

    const giveBack = () =>
      t.call(p.lena, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.aterlamna.path, { id: held.id }),
        headers: { 'idempotency-key': 'aterlamna-01' },
      });
    expect((await giveBack()).json()).toEqual({ aterlamnad: true });
    const returnedAgain = await giveBack();
    expect(returnedAgain.statusCode).toBe(200);
    expect(returnedAgain.json()).toEqual({ aterlamnad: true });
    // Without the key the second return is refused: the power is no longer in force.
    const noKey = await t.call(p.lena, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterlamna.path, { id: held.id }),
    });
    expect(noKey.statusCode).toBe(409);
  });

  it('a signing ticket used twice signs once; an unknown or expired one is not found', async () => {
    const utkast = (await create(undefined)).json<Utkast>();
    const fullmakt: Fullmakt = {
      ...utkast.fullmakt,
      fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
      giltigFrom: '2026-03-02',
      giltigTom: '2027-03-01',
    };
    const start = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: fullmakt.id }),
      payload: { fullmakt },
    });
    const { redirectUrl } = start.json<{ redirectUrl: string }>();
    const confirm = () => {
      const xsrf = t.app.deps.xsrf.issue();
      return t.app.inject({
        method: 'POST',
        url: redirectUrl,
        headers: {
          cookie: `XSRF-TOKEN=${xsrf}; ${ticketCookieOf(start)}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          _xsrf: xsrf,
          testperson: p.anna,
          utfall: 'lyckad',
        }).toString(),
      });
    };
    expect((await confirm()).statusCode).toBe(303);
    await confirm();
    const signatures = await t.app.deps.db.kysely
      .selectFrom('underskrift')
      .select(['status', 'kvittensnummer'])
      .where('fullmakt_id', '=', fullmakt.id)
      .execute();
    expect(signatures).toHaveLength(1);
    expect(signatures[0]?.status).toBe('KLAR');

    const unknown = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: 'finns-inte-alls' }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().meddelande).toBe(underskriftTexter.hittadesInte);

    // A ticket started and left past its life (a BankID order runs out) is not found either.
    const second = (await create(undefined)).json<Utkast>();
    const started = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: second.fullmakt.id }),
      payload: { fullmakt: { ...fullmakt, id: second.fullmakt.id } },
    });
    const biljett = new URL(
      started.json<{ redirectUrl: string }>().redirectUrl,
      'http://x',
    ).pathname
      .split('/')
      .pop();
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60 * 1000);
    const expired = await t.call(p.anna, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.underskriftResultat.path, { bvebiljett: biljett ?? '' }),
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().meddelande).toBe(underskriftTexter.hittadesInte);
  });

  it('keys are kept a day, then removed by the hourly job', async () => {
    await create('behall-0001');
    const db = t.app.deps.db.kysely;
    const later = (hours: number) => new Date(t.clock.now.getTime() + hours * 3600 * 1000);
    expect(await purgeIdempotencyKeys(db, later(23))).toBe(0);
    expect(await purgeIdempotencyKeys(db, later(25))).toBe(1);
  });
});
