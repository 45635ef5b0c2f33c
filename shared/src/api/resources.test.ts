import { svaraHttp } from '../testing/http';
import { getApiBases, setApiBases } from './config';
import { hamtaEngagemang } from './engagemang';
import { hamtaSigneringsalternativ } from './signeringsalternativ';
import { aterkallaFullmakt, aterlamnaFullmakt, hamtaFullmakt, sokFullmakter } from './fullmakter';
import { hamtaMallar } from './mallar';
import { hamtaTredjeman } from './tredjeman';
import {
  delaFullmakt,
  hamtaUtkast,
  skapaUtkast,
  sokUtkast,
  taBortUtkast,
  uppdateraUtkast,
} from './utkast';
import { slaUppPerson } from './personuppslag';
import { hamtaUnderskriftResultat, startaUnderskrift } from './underskrift';
import { DEFAULT_API_BASES } from '../domain/api-paths';
import { enFullmakt, enMall, enTredjeman } from '../domain/test-fixtures';

const givare = { id: '5560360793', typ: 'orgnr' as const };

afterEach(() => {
  setApiBases(DEFAULT_API_BASES);
});

describe('resource modules', () => {
  it('load engagements and signing options', async () => {
    const inspelade = svaraHttp((req) =>
      req.url === '/api/engagemang'
        ? { data: { kalla: {}, aktivaOrgnummer: ['1'] } }
        : { data: { kalla: { a: { signeringsalternativ: [], fel: [] } } } },
    );
    expect((await hamtaEngagemang()).aktivaOrgnummer).toEqual(['1']);
    await hamtaSigneringsalternativ({
      fullmaktsgivare: givare,
      fullmaktsgivarroll: 'Organisation',
    });
    await hamtaSigneringsalternativ(
      { fullmaktsgivare: givare, fullmaktsgivarroll: 'Organisation' },
      { viaPartanslutning: true },
    );
    expect(inspelade.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/engagemang',
      'POST /api/dfm/signeringsalternativ',
      'POST /api/partanslutning/signeringsalternativ',
    ]);
    expect(inspelade[1]?.data).toEqual({
      fullmaktsgivare: givare,
      fullmaktsgivarroll: 'Organisation',
    });
  });

  it('search, fetch, revoke and return powers', async () => {
    const lista = {
      fullmakter: [enFullmakt()],
      page: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
    };
    const inspelade = svaraHttp((req) => {
      if (req.url.endsWith('/sok/fullmakter')) {
        return { data: lista };
      }
      if (req.url.endsWith('/aterkalla')) {
        return { data: { aterkallade: 3 } };
      }
      if (req.url.endsWith('/aterlamna')) {
        return { data: { aterlamnad: true } };
      }
      return { data: enFullmakt() };
    });
    const filter = { text: 'x', fullmaktsgivare: { id: givare.id }, page: { page: 0, size: 20 } };
    expect((await sokFullmakter(filter)).fullmakter).toHaveLength(1);
    expect((await hamtaFullmakt('2021005448', 'f1')).id).toBe('f1');
    expect((await aterkallaFullmakt('f1')).aterkallade).toBe(3);
    expect((await aterlamnaFullmakt('f1')).aterlamnad).toBe(true);
    expect(inspelade.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/dfm/sok/fullmakter',
      'GET /api/dfm/tredjeman/2021005448/fullmakter/f1',
      'POST /api/fullmakter-api/fullmakter/f1/aterkalla',
      'POST /api/fullmakter-api/fullmakter/f1/aterlamna',
    ]);
    expect(inspelade[0]?.data).toEqual({ filter });
    expect(inspelade[1]?.params).toEqual({ utdelning: 'current' });
  });

  it('fetch templates with page 0 size 1000', async () => {
    const inspelade = svaraHttp(() => ({ data: { mallar: [enMall()] } }));
    expect(await hamtaMallar('2021005448')).toHaveLength(1);
    expect(inspelade[0]).toMatchObject({
      method: 'POST',
      url: '/api/dfm/tredjeman/2021005448/mallar',
      data: { page: 0, size: 1000 },
    });
  });

  it('fetch third parties page 0 size 100 sorted by name the Swedish way', async () => {
    const inspelade = svaraHttp(() => ({
      data: {
        tredjeman: [
          enTredjeman({ id: '1', namn: 'Örebro kommun' }),
          enTredjeman({ id: '2', namn: 'arboga kommun' }),
          enTredjeman({ id: '3', namn: 'Åre kommun' }),
        ],
      },
    }));
    expect((await hamtaTredjeman()).map((t) => t.namn)).toEqual([
      'arboga kommun',
      'Åre kommun',
      'Örebro kommun',
    ]);
    expect(inspelade[0]).toMatchObject({
      method: 'GET',
      url: '/api/tredjeman-api/tredjeman',
      params: { page: '0', size: '100' },
    });
    await hamtaTredjeman(undefined, 'PRIVAT');
    expect(inspelade[1]?.params).toEqual({ page: '0', size: '100', roll: 'PRIVAT' });
  });

  it('create, share, search, fetch and delete drafts', async () => {
    const utkast = { fullmakt: enFullmakt(), signeringsmodell: null };
    const inspelade = svaraHttp((req) => {
      if (req.method === 'DELETE') {
        return { status: 204 };
      }
      if (req.url.endsWith('/utkast/sok')) {
        return { data: { utkast: [utkast] } };
      }
      if (
        req.url.endsWith('/fullmakter/utkast') &&
        (req.data as { mall?: unknown }).mall === undefined
      ) {
        return { data: enFullmakt({ id: 'delad' }) };
      }
      return { data: utkast };
    });
    const skapa = {
      fullmaktsgivare: givare,
      fullmaktsgivarroll: 'Organisation' as const,
      tredjeman: { id: 't' },
      mall: { id: 'm1' },
    };
    expect((await skapaUtkast(skapa)).fullmakt.id).toBe('f1');
    expect((await delaFullmakt({ tredjeman: { id: 't' }, fullmakt: { id: 'f1' } })).id).toBe(
      'delad',
    );
    expect(await sokUtkast({ fullmaktsgivare: givare })).toHaveLength(1);
    expect((await hamtaUtkast('f1')).fullmakt.id).toBe('f1');
    const andring = {
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' as const }],
      giltigFrom: '2026-01-01',
      behorigheter: ['B1'],
    };
    expect((await uppdateraUtkast('f1', andring)).fullmakt.id).toBe('f1');
    await taBortUtkast('f1');
    expect(inspelade.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/fullmakter-api/fullmakter/utkast',
      'POST /api/fullmakter-api/fullmakter/utkast',
      'POST /api/utkast-api/utkast/sok',
      'GET /api/utkast-api/utkast/f1',
      'PUT /api/utkast-api/utkast/f1',
      'DELETE /api/utkast-api/utkast/f1',
    ]);
    expect(inspelade[4]?.data).toEqual(andring);
  });

  it("look up one holder and keep the server's §5 text on a refusal", async () => {
    const inspelade = svaraHttp((req) =>
      (req.data as { personnummer: string }).personnummer === '19900730-2426'
        ? { data: { id: '199007302426', typ: 'pnr' } }
        : {
            status: 422,
            data: { kod: 'fullmakt.ogiltig', meddelande: 'Personnumret finns inte.' },
          },
    );
    expect(await slaUppPerson('19900730-2426')).toEqual({ id: '199007302426', typ: 'pnr' });
    await expect(slaUppPerson('19900730-2427')).rejects.toMatchObject({
      kod: 'fullmakt.ogiltig',
      meddelande: 'Personnumret finns inte.',
    });
    expect(inspelade[0]).toMatchObject({ method: 'POST', url: '/api/dfm/person' });
  });

  it('start signing and read the result by bvebiljett', async () => {
    const inspelade = svaraHttp((req) =>
      req.method === 'POST'
        ? { data: { redirectUrl: '/sign?x=1' } }
        : { data: { utfall: 'SIGNERAD', kvittonummer: 'K1' } },
    );
    expect((await startaUnderskrift('f1', { fullmakt: enFullmakt() })).redirectUrl).toBe(
      '/sign?x=1',
    );
    expect((await hamtaUnderskriftResultat('b/1')).kvittonummer).toBe('K1');
    expect(inspelade.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/fullmakter-api/fullmakter/f1/underskrift',
      'GET /api/fullmakter-api/underskrift/resultat/b%2F1',
    ]);
  });

  it('follow changed bases', async () => {
    setApiBases({ utkastApi: '/api/annat' });
    expect(getApiBases().utkastApi).toBe('/api/annat');
    const inspelade = svaraHttp(() => ({ data: { utkast: [] } }));
    await sokUtkast({ fullmaktsgivare: givare });
    expect(inspelade[0]?.url).toBe('/api/annat/utkast/sok');
  });

  it('refuse a reply that does not match the schema', async () => {
    svaraHttp(() => ({ data: { fullmakter: 'nej' } }));
    await expect(sokFullmakter({ page: { page: 0, size: 20 } })).rejects.toMatchObject({
      kod: 'okant.fel',
    });
  });
});
