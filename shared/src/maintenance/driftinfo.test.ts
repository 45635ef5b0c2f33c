import { svaraHttp } from '../testing/http';
import { driftinfoFranSvar, hamtaDriftinfo } from './driftinfo';

describe('hamtaDriftinfo', () => {
  it('reads the maintenance file: 404 means login on, other failures login off', async () => {
    svaraHttp(() => ({ data: { login: false, meddelande: 'Underhåll i kväll' } }));
    expect(await hamtaDriftinfo()).toEqual({ login: false, meddelande: 'Underhåll i kväll' });
    svaraHttp(() => ({ status: 404 }));
    expect(await hamtaDriftinfo()).toEqual({ login: true });
    svaraHttp(() => ({ status: 500 }));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
    svaraHttp(() => ({ data: { login: 'ja' } }));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
    svaraHttp(() => ({ natverksfel: true }));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
  });

  it('asks for /driftinfo/driftinfo.json without a cached copy', async () => {
    const anrop = svaraHttp(() => ({ status: 404 }));
    await hamtaDriftinfo();
    expect(anrop.map((a) => [a.method, a.url, a.cache])).toEqual([
      ['GET', '/driftinfo/driftinfo.json', 'no-cache'],
    ]);
  });
});

describe('driftinfoFranSvar', () => {
  it('reads an answer the same way, wherever it came from', () => {
    expect(driftinfoFranSvar(200, { login: true, meddelande: 'Hej' })).toEqual({
      login: true,
      meddelande: 'Hej',
    });
    expect(driftinfoFranSvar(404, undefined)).toEqual({ login: true });
    expect(driftinfoFranSvar(503, undefined)).toEqual({ login: false });
    expect(driftinfoFranSvar(200, 'trasig')).toEqual({ login: false });
  });
});
