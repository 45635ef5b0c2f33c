import { Writable } from 'node:stream';
import { API_ROUTES, type Utkast } from '@fullmakt/shared/domain';
import { fullmaktshavareTexter } from '@fullmakt/shared/texts';
import type * as People from '../registries/people';
import { testPerson as p } from '../seed/people';
import { tredjemanId } from '../seed/third-parties';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/** The population register fails for this one number, as a register can. */
const failing = vi.hoisted(() => ({ id: '' }));
vi.mock('../registries/people', async (importOriginal) => {
  const actual = await importOriginal<typeof People>();
  return {
    ...actual,
    findPerson: (...args: Parameters<typeof actual.findPerson>) =>
      args[1] === failing.id
        ? Promise.reject(new Error(`anslutningen bröts för ${args[1]}`))
        : actual.findPerson(...args),
  };
});

const typed = (id: string) => `${id.slice(0, 8)}-${id.slice(8)}`;

describe.each(testDatabases())('person lookup on $name', ({ open }) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeEach(async () => {
    lines.length = 0;
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(await open(), { logLevel: 'info', logStream });
  });
  afterEach(async () => {
    failing.id = '';
    await t.close();
  });

  const lookUp = (as: string | null, personnummer: unknown) =>
    t.call(as, { method: 'POST', url: API_ROUTES.personuppslag.path, payload: { personnummer } });

  it('answers a person the register holds with id and type, never the names', async () => {
    const res = await lookUp(p.anna, typed(p.lena));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.lena, typ: 'pnr' });
  });

  it('answers a person with protected identity exactly as anyone else the register holds', async () => {
    // Issue 38: the names of one and not the other told whoever knew a number that its
    // holder is protected. Compared byte for byte, with the number put in its place.
    const protectedOne = await lookUp(p.anna, typed(p.sara));
    const anyone = await lookUp(p.anna, typed(p.lena));
    expect(protectedOne.statusCode).toBe(anyone.statusCode);
    expect(protectedOne.body.replaceAll(p.sara, 'ID')).toBe(anyone.body.replaceAll(p.lena, 'ID'));
    expect(protectedOne.headers['content-type']).toBe(anyone.headers['content-type']);
  });

  it('tells no names of a person with protected identity, nor stores them on a draft', async () => {
    const res = await lookUp(p.anna, typed(p.sara));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.sara, typ: 'pnr' });

    const created = await t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.skapaUtkast.path,
      payload: {
        fullmaktsgivare: { id: p.anna, typ: 'pnr' },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: tredjemanId.fordonsverket },
        mall: { id: 'fordon-arenden' },
        fullmaktshavare: [
          { id: p.sara, typ: 'pnr', fornamn: 'Sara', namn: 'Ek' },
          { id: p.lena, typ: 'pnr' },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const utkast = created.json<Utkast>();
    // A draft names no person holder (draft-holder-names.test.ts): both alike.
    expect(utkast.fullmakt.fullmaktshavare).toEqual([
      { id: p.sara, typ: 'pnr' },
      { id: p.lena, typ: 'pnr' },
    ]);
    const stored = await t.app.deps.db.kysely
      .selectFrom('fullmakt_havare')
      .select(['fornamn', 'namn', 'sok_text'])
      .where('havare_id', '=', p.sara)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fornamn).toBeNull();
    expect(stored[0]?.namn).toBe('');
    expect(stored[0]?.sok_text.toUpperCase()).not.toContain('SARA');
  });

  it.each([
    ['', fullmaktshavareTexter.saknas],
    ['   ', fullmaktshavareTexter.saknas],
    ['19900730-242', fullmaktshavareTexter.felFormat],
    ['19900730-2427', fullmaktshavareTexter.felFormat],
    ['1990-07-30', fullmaktshavareTexter.felFormat],
    [typed(p.anna), fullmaktshavareTexter.sigSjalv],
    [typed(p.elsa), fullmaktshavareTexter.under18],
    ['19400101-1230', fullmaktshavareTexter.finnsInte],
  ])('refuses %j with 422 fullmakt.ogiltig and the §5 text', async (personnummer, meddelande) => {
    const res = await lookUp(p.anna, personnummer);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 422,
      body: { kod: 'fullmakt.ogiltig', meddelande },
    });
  });

  it('refuses a malformed body with 400 and an anonymous caller with 401', async () => {
    expect((await lookUp(p.anna, 197803122386)).statusCode).toBe(400);
    expect((await lookUp(p.anna, 'x'.repeat(21))).statusCode).toBe(400);
    const anonymous = await lookUp(null, typed(p.lena));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().kod).toBe('auth.error');
  });

  it('answers 503 with the lookup-failure text when the register fails, and logs no number', async () => {
    failing.id = p.lena;
    const res = await lookUp(p.anna, typed(p.lena));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      kod: 'okant.fel',
      meddelande: fullmaktshavareTexter.uppslagMisslyckades,
    });
    const all = lines.join('');
    expect(all).toContain('Ett beroende svarade inte');
    for (const id of [p.lena, p.anna]) {
      expect(all).not.toContain(id);
      expect(all).not.toContain(id.slice(2));
    }
  });
});
