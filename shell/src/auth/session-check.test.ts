import { sessionAlive } from './session-check';

function answer(status: number, body: unknown = {}) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('sessionAlive', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the refresh token in the refresh-token header and reads an active session', async () => {
    const fetchMock = answer(200, {
      active: true,
      exp: 1_900_000_000,
      sub: 'x',
      name: 'y',
      idp: 'z',
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sessionAlive('rt-1')).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/oauth2/session', {
      headers: { 'refresh-token': 'rt-1' },
      cache: 'no-store',
    });
  });

  it('reads 401 as a session that has ended', async () => {
    vi.stubGlobal('fetch', answer(401, { kod: 'auth.error' }));
    expect(await sessionAlive('rt')).toBe(false);
  });

  it('does not decide on a server error, a strange answer or no answer', async () => {
    vi.stubGlobal('fetch', answer(503));
    expect(await sessionAlive('rt')).toBeUndefined();
    vi.stubGlobal('fetch', answer(200, { active: false }));
    expect(await sessionAlive('rt')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sessionAlive('rt')).toBeUndefined();
  });
});
