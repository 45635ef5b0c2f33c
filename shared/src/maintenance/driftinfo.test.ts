import { driftinfoFranSvar, hamtaDriftinfo } from './driftinfo';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(response: Response | Error): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) {
        throw response;
      }
      return response;
    }),
  );
}

describe('hamtaDriftinfo', () => {
  it('reads the maintenance file: 404 means login on, other failures login off', async () => {
    answer(new Response(JSON.stringify({ login: false, meddelande: 'Underhåll i kväll' })));
    expect(await hamtaDriftinfo()).toEqual({ login: false, meddelande: 'Underhåll i kväll' });
    answer(new Response('', { status: 404 }));
    expect(await hamtaDriftinfo()).toEqual({ login: true });
    answer(new Response('', { status: 500 }));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
    answer(new Response(JSON.stringify({ login: 'ja' })));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
    answer(new TypeError('Failed to fetch'));
    expect(await hamtaDriftinfo()).toEqual({ login: false });
  });

  it('asks for /driftinfo/driftinfo.json without a cached copy', async () => {
    const fetchSpy = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    await hamtaDriftinfo();
    expect(fetchSpy).toHaveBeenCalledWith('/driftinfo/driftinfo.json', {
      cache: 'no-cache',
      signal: undefined,
    });
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
