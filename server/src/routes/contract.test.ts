import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, fyllSokvag, type Fullmakt, type Utkast } from '@fullmakt/shared/domain';
import { fullmaktTexter, fullmaktshavareTexter, inloggningTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { purgeOldDrafts } from '../fullmakt/drafts';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ticketCookieOf } from '../testing/sign';

const driftDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-drift-'));
const driftinfoFile = path.join(driftDir, 'driftinfo.json');

describe('API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: { driftinfoFile },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = (as: string, body: Record<string, unknown>) =>
    t.call(as, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: as, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
        ...body,
      },
    });

  const signStart = (as: string, f: Fullmakt, idp?: string) =>
    t.call(as, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: { fullmakt: f },
      ...(idp ? { idp } : {}),
    });

  const ready = (f: Fullmakt, change: Partial<Fullmakt> = {}): Fullmakt => ({
    ...f,
    fullmaktshavare: [{ id: p.lena, typ: 'pnr' }],
    giltigFrom: '2026-03-02',
    giltigTom: '2026-12-31',
    behorigheter: [{ kod: 'fordon.se', rubrik: '', beskrivning: '' }],
    ...change,
  });

  it('answers 401 auth.error without a valid bearer token', async () => {
    const res = await t.call(null, { method: 'POST', url: API_ROUTES.engagemang.path });
    expect(res.statusCode).toBe(401);
    expect(res.json().kod).toBe('auth.error');
    const bad = await t.app.inject({
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: 'x' }),
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('lists the connected third parties to anyone, signed in or not (the partners page is public)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_ROUTES.tredjeman.path}?page=0&size=100`,
    });
    expect(res.statusCode).toBe(200);
    const namn = res.json<{ tredjeman: { namn: string }[] }>().tredjeman.map((x) => x.namn);
    expect(namn).toContain('Fordonsverket');
    expect(namn).toEqual([...namn].sort((a, b) => a.localeCompare(b, 'sv')));
  });

  it('refuses a state-changing call without the XSRF pair, and sets the cookie', async () => {
    const auth = () => t.authHeaders(p.anna, 'POST', API_ROUTES.engagemang.path);
    const res = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.engagemang.path,
      headers: await auth(),
    });
    expect(res.statusCode).toBe(403);
    const cookie = (res.cookies as { name: string; value: string }[]).find(
      (c) => c.name === 'XSRF-TOKEN',
    );
    expect(cookie?.value).toBeTruthy();
    const forged = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.engagemang.path,
      headers: {
        ...(await auth()),
        cookie: 'XSRF-TOKEN=abc.def',
        'x-xsrf-token': 'abc.def',
      },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.engagemang.path,
      headers: {
        ...(await auth()),
        cookie: `XSRF-TOKEN=${cookie?.value}`,
        'x-xsrf-token': cookie?.value ?? '',
      },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers a malformed body with 400 fullmakt.ogiltig on every API route that takes one', async () => {
    const withBody = t.app.routeTable.filter((r) => r.hasBody && r.url.startsWith('/api/'));
    expect(withBody.length).toBeGreaterThanOrEqual(7);
    for (const route of withBody) {
      const url = route.url.replace(/:([A-Za-z]+)/g, 'x');
      const res = await t.call(p.anna, {
        method: route.method as 'POST',
        url,
        payload: { fullmaktsgivare: 42 },
      });
      expect({ route: route.url, status: res.statusCode, kod: res.json().kod }).toEqual({
        route: route.url,
        status: 400,
        kod: 'fullmakt.ogiltig',
      });
    }
  });

  it('lists the drafts of a grantor the caller acts for', async () => {
    const f = (await draft(p.anna, {})).json<Utkast>().fullmakt;
    const mine = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokUtkast.path,
      payload: { fullmaktsgivare: { id: p.anna, typ: 'pnr' } },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ utkast: Utkast[] }>().utkast.map((u) => u.fullmakt.id)).toContain(f.id);
    const org = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokUtkast.path,
      payload: { fullmaktsgivare: { id: '5567123459', typ: 'orgnr' } },
    });
    expect(
      org
        .json<{ utkast: Utkast[] }>()
        .utkast.every((u) => u.fullmakt.fullmaktsgivare.id === '5567123459'),
    ).toBe(true);
    const others = await t.call(p.erik, {
      method: 'POST',
      url: API_ROUTES.sokUtkast.path,
      payload: { fullmaktsgivare: { id: p.anna, typ: 'pnr' } },
    });
    expect(others.statusCode).toBe(403);
  });

  it('answers an invalid payload with 400 and a catalogue code', async () => {
    const res = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { page: { page: -1 } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().kod).toBe('fullmakt.ogiltig');
  });

  it.each([
    ['fordon-besiktning', 409, 'mall.sparrad'],
    ['pension-gammal', 409, 'mall.avpublicerad'],
    ['finns-inte', 404, 'mall.saknas'],
  ])('refuses template %s with %i %s', async (mall, status, kod) => {
    const tredjeman = mall.startsWith('pension')
      ? tredjemanId.pensionsverket
      : tredjemanId.fordonsverket;
    const res = await draft(p.anna, { mall: { id: mall }, tredjeman: { id: tredjeman } });
    expect(res.statusCode).toBe(status);
    expect(res.json().kod).toBe(kod);
  });

  it.each([
    ['tillstand-ny', 'mall.utkast'],
    ['tillstand-trasig', 'mall.ogiltig'],
  ])('refuses organisation template %s with %s', async (mall, kod) => {
    const res = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: '5567123459', typ: 'orgnr' },
        fullmaktsgivarroll: 'Organisation',
        tredjeman: { id: tredjemanId.tillstand },
        mall: { id: mall },
      },
    });
    expect(res.json().kod).toBe(kod);
  });

  it('refuses a template that does not allow the role, with the shared message', async () => {
    const res = await draft(p.anna, {
      tredjeman: { id: tredjemanId.tillstand },
      mall: { id: 'tillstand-ansokan' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().kod).toBe('tredjeman.obehorig');
    const role = await draft(p.anna, {
      tredjeman: { id: tredjemanId.sjostad },
      mall: { id: 'sjostad-avfall' },
    });
    expect(role.statusCode).toBe(200);
    const norrvik = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: '5567123459', typ: 'orgnr' },
        fullmaktsgivarroll: 'Organisation',
        tredjeman: { id: tredjemanId.norrvik },
        mall: { id: 'norrvik-skolskjuts' },
      },
    });
    expect(norrvik.json()).toEqual({
      kod: 'mall.ogiltig',
      meddelande: 'Fullmakt Skolskjuts tillåter inte rollen Organisation',
    });
  });

  it('lists third parties by Swedish name with the rights of the asked mode', async () => {
    const all = (
      await t.call(p.anna, { method: 'GET', url: `${API_ROUTES.tredjeman.path}?page=0&size=100` })
    ).json<{ tredjeman: { id: string; namn: string; behorigheter: string[] }[] }>();
    expect(all.tredjeman.map((x) => x.namn)).toEqual([
      'Bergsviks kommun',
      'Fordonsverket',
      'Norrviks kommun',
      'Pensionsverket',
      'Sjöstads kommun',
      'Tillståndsmyndigheten',
      'Östra Dalby kommun',
    ]);
    const org = (
      await t.call(p.anna, {
        method: 'GET',
        url: `${API_ROUTES.tredjeman.path}?page=0&size=100&roll=ORGANISATION`,
      })
    ).json<{ tredjeman: { id: string; behorigheter: string[] }[] }>();
    expect(org.tredjeman.find((x) => x.id === tredjemanId.pensionsverket)?.behorigheter).toEqual([
      'visa',
    ]);
    const mallar = await t.call(p.anna, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.mallar.path, { tredjeman: tredjemanId.fordonsverket }),
      payload: { page: 0, size: 1000 },
    });
    expect(mallar.json().mallar.map((m: { id: string }) => m.id)).toEqual(['fordon-arenden']);
  });

  it('refuses unknown and closed third parties', async () => {
    const unknown = await draft(p.anna, { tredjeman: { id: '2021009999' } });
    expect(unknown.json()).toEqual({
      kod: 'tredjeman.ogiltig',
      meddelande: '2021009999 är en ogiltig tredjeman',
    });
    const closed = await draft(p.anna, {
      tredjeman: { id: tredjemanId.ostraDalby },
      mall: { id: 'dalby-parkering' },
    });
    expect(closed.json().kod).toBe('tredjeman.obehorig');
  });

  it.each([
    [p.anna, fullmaktshavareTexter.sigSjalv],
    [p.elsa, fullmaktshavareTexter.under18],
    ['197803122387', fullmaktshavareTexter.felFormat],
    ['194001011230', fullmaktshavareTexter.finnsInte],
  ])('checks proxy %s again on the server', async (holder, message) => {
    const res = await draft(p.anna, { fullmaktshavare: [{ id: holder, typ: 'pnr' }] });
    expect(res.json()).toEqual({ kod: 'fullmakt.ogiltig', meddelande: message });
  });

  it('checks dates and permissions again when signing starts', async () => {
    const f = (await draft(p.anna, {})).json<Utkast>().fullmakt;
    const past = await signStart(p.anna, ready(f, { giltigFrom: '2026-03-01' }));
    expect(past.json()).toEqual({
      kod: 'fullmakt.ogiltig',
      meddelande: 'Från och med-datum kan inte vara tidigare än 2026-03-02.',
    });
    const order = await signStart(
      p.anna,
      ready(f, { giltigFrom: '2026-05-01', giltigTom: '2026-04-01' }),
    );
    expect(order.json().meddelande).toBe(
      'Från och med-datum kan inte vara senare än till och med-datum.',
    );
    const mandatory = await signStart(
      p.anna,
      ready(f, { behorigheter: [{ kod: 'fordon.agarbyte', rubrik: '', beskrivning: '' }] }),
    );
    expect(mandatory.json().kod).toBe('fullmakt.ogiltig');
    const onlyShare = await signStart(
      p.anna,
      ready(f, {
        behorigheter: [
          { kod: 'fordon.se', rubrik: '', beskrivning: '' },
          { kod: 'okand.kod', rubrik: '', beskrivning: '' },
        ],
      }),
    );
    expect(onlyShare.json().kod).toBe('fullmakt.ogiltig');
  });

  it('renders the signing service page accessibly and without inline script or style', async () => {
    const f = (await draft(p.mikael, {})).json<Utkast>().fullmakt;
    const start = await t.call(p.mikael, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: { fullmakt: ready(f) },
    });
    const res = await t.app.inject({
      url: start.json<{ redirectUrl: string }>().redirectUrl,
      headers: { cookie: ticketCookieOf(start) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="sv">');
    expect(res.body.match(/<h1>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<script|style=|<style/);
    for (const id of ['testperson', 'personnummer']) {
      expect(res.body).toContain(`<label for="${id}">`);
    }
    expect(res.body).toContain('Ärenden om fordon');
    expect(String(res.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('never lets a foreign eID sign', async () => {
    const f = (await draft(p.erik, {})).json<Utkast>().fullmakt;
    const res = await signStart(p.erik, ready(f), 'foreign-eid');
    expect(res.statusCode).toBe(403);
    expect(res.json().meddelande).toBe(inloggningTexter.eidasKanInteSignera);
  });

  it('bars sekretess users from private flows', async () => {
    const res = await draft(p.sara, {});
    expect(res.statusCode).toBe(403);
    const list = await t.call(p.sara, {
      method: 'POST',
      url: API_ROUTES.sokFullmakter.path,
      payload: { filter: { fullmaktsgivare: { id: p.sara }, page: { page: 0, size: 20 } } },
    });
    expect(list.statusCode).toBe(403);
  });

  it('deletes a draft once, then says it is already removed', async () => {
    const f = (await draft(p.maria, {})).json<Utkast>().fullmakt;
    const url = fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: f.id });
    expect((await t.call(p.erik, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.call(p.maria, { method: 'DELETE', url })).statusCode).toBe(204);
    const again = await t.call(p.maria, { method: 'DELETE', url });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      kod: 'fullmakt.redan.raderad',
      meddelande: fullmaktTexter.utkastRedanBorttaget,
    });
  });

  it('lets the holder return a power, once', async () => {
    const f = (await draft(p.karin, {})).json<Utkast>().fullmakt;
    await signAs(t, p.karin, ready(f));
    const url = fyllSokvag(API_ROUTES.aterlamna.path, { id: f.id });
    expect((await t.call(p.karin, { method: 'POST', url })).statusCode).toBe(404);
    expect((await t.call(p.lena, { method: 'POST', url })).json()).toEqual({ aterlamnad: true });
    const again = await t.call(p.lena, { method: 'POST', url });
    expect(again.statusCode).toBe(409);
    expect(again.json().meddelande).toBe(fullmaktTexter.redanAterkalladEllerAterlamnad);
  });

  it('refuses to share before the power starts to apply', async () => {
    const f = (await draft(p.lars, {})).json<Utkast>().fullmakt;
    await signAs(
      t,
      p.lars,
      ready(f, {
        giltigFrom: '2026-04-01',
        behorigheter: [
          { kod: 'fordon.se', rubrik: '', beskrivning: '' },
          { kod: 'dela.vidare', rubrik: '', beskrivning: '' },
        ],
      }),
    );
    const res = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: f.id } },
    });
    expect(res.json()).toEqual({
      kod: 'fullmakt.inte.transportfullmakt',
      meddelande: fullmaktTexter.kanInteDelasForeStart,
    });
  });

  it('refuses to share a power without the right to share', async () => {
    const f = (await draft(p.johan, {})).json<Utkast>().fullmakt;
    await signAs(t, p.johan, ready(f));
    const res = await t.call(p.lena, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: { tredjeman: { id: tredjemanId.fordonsverket }, fullmakt: { id: f.id } },
    });
    expect(res.json().kod).toBe('fullmakt.inte.transportfullmakt');
  });

  it('removes drafts 30 days after the last signature, not before', async () => {
    const f = (await draft(p.birgitta, {})).json<Utkast>().fullmakt;
    t.clock.now = new Date('2026-03-31T09:00:00Z');
    expect(await purgeOldDrafts(t.app.deps.db.kysely, t.clock.now)).toBe(0);
    t.clock.now = new Date('2026-04-02T09:00:00Z');
    expect(await purgeOldDrafts(t.app.deps.db.kysely, t.clock.now)).toBeGreaterThanOrEqual(1);
    const gone = await t.call(p.birgitta, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: f.id }),
    });
    expect(gone.statusCode).toBe(404);
    t.clock.now = new Date('2026-03-02T09:00:00Z');
  });

  it('serves the runtime config and the operator maintenance file', async () => {
    expect((await t.app.inject(API_ROUTES.driftinfo.path)).statusCode).toBe(404);
    expect((await t.app.inject('/api/konfiguration')).json()).toMatchObject({
      env: 'dev',
      login: true,
      privat: true,
      transportfullmaktMaxLed: 1,
      // The same bounds a draft's dates are checked against (today and ten years on).
      giltighetMin: '2026-03-02',
      giltighetMax: '2036-03-02',
    });
    writeFileSync(
      driftinfoFile,
      JSON.stringify({ login: false, meddelande: 'Underhåll pågår i kväll.' }),
    );
    expect((await t.app.inject(API_ROUTES.driftinfo.path)).json()).toEqual({
      login: false,
      meddelande: 'Underhåll pågår i kväll.',
    });
    expect((await t.app.inject('/api/konfiguration')).json().login).toBe(false);
    writeFileSync(driftinfoFile, '{ trasig');
    expect((await t.app.inject(API_ROUTES.driftinfo.path)).statusCode).toBe(503);
  });

  it('publishes an OpenAPI document and readable docs', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/dfm/sok/fullmakter',
        '/api/fullmakter-api/fullmakter/{id}/underskrift',
        '/api/dfm/person',
      ]),
    );
    expect(Object.keys(doc.paths['/api/utkast-api/utkast/{fullmaktId}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'put', 'delete']),
    );
    expect(Object.keys(doc.paths['/api/dfm/person']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '422', '503']),
    );
    const docs = await t.app.inject('/api/docs');
    expect(docs.body).toContain('<html lang="sv">');
    expect(docs.body).not.toContain('<script');
  });
});
