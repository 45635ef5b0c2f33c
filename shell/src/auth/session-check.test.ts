import { svaraHttp } from '@fullmakt/shared/testing';
import { sessionAlive } from './session-check';

describe('sessionAlive', () => {
  it('sends the refresh token in the refresh-token header and reads an active session', async () => {
    const anrop = svaraHttp(() => ({
      data: { active: true, exp: 1_900_000_000, sub: 'x', name: 'y', idp: 'z' },
    }));
    expect(await sessionAlive('rt-1')).toBe(true);
    expect(anrop).toHaveLength(1);
    expect(anrop[0]).toMatchObject({ method: 'GET', url: '/oauth2/session', cache: 'no-store' });
    expect(anrop[0]?.headers.get('refresh-token')).toBe('rt-1');
  });

  it('reads 401 as a session that has ended', async () => {
    svaraHttp(() => ({ status: 401, data: { kod: 'auth.error' } }));
    expect(await sessionAlive('rt')).toBe(false);
  });

  it('does not decide on a server error, a strange answer or no answer', async () => {
    svaraHttp(() => ({ status: 503, data: {} }));
    expect(await sessionAlive('rt')).toBeUndefined();
    svaraHttp(() => ({ data: { active: false } }));
    expect(await sessionAlive('rt')).toBeUndefined();
    svaraHttp(() => ({ natverksfel: true }));
    expect(await sessionAlive('rt')).toBeUndefined();
  });
});
