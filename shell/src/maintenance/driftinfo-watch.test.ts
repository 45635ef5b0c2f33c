import { DRIFTINFO_INTERVAL_MS, sessionStore, type Driftinfo } from '@fullmakt/shared/first-view';
import { svaraHttp } from '@fullmakt/shared/testing';
import { useDriftinfoStore } from './driftinfo-store';
import { watchDriftinfo } from './driftinfo-watch';

/** The maintenance file answers these, one a request, then an empty file. */
function answers(...list: Driftinfo[]) {
  return svaraHttp(() => ({ data: list.shift() ?? { login: true } }));
}

describe('watchDriftinfo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sessionStore.getState().setEnabled(true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message, turns login off, and reads again every 5 minutes until both clear', async () => {
    const read = answers(
      { login: false, meddelande: 'Underhåll pågår' },
      { login: true, meddelande: 'Snart klart' },
      { login: true },
    );
    const { stop } = await watchDriftinfo({ env: 'prod', configLogin: true });
    expect(read.map((a) => a.url)).toEqual(['/driftinfo/driftinfo.json']);
    expect(useDriftinfoStore.getState().info.meddelande).toBe('Underhåll pågår');
    expect(sessionStore.getState().enabled).toBe(false);

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS);
    await vi.waitFor(() => expect(sessionStore.getState().enabled).toBe(true));
    expect(read).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS);
    await vi.waitFor(() => expect(useDriftinfoStore.getState().info.meddelande).toBeUndefined());
    expect(read).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS * 3);
    expect(read).toHaveLength(3);
    stop();
  });

  it('uses a first answer asked for in parallel with the config', async () => {
    const read = answers({ login: true });
    const { first } = await watchDriftinfo({
      env: 'prod',
      configLogin: true,
      first: Promise.resolve({ login: true, meddelande: 'Redan hämtad' }),
    });
    expect(first.meddelande).toBe('Redan hämtad');
    expect(read).toHaveLength(0);
  });

  it('does not read again in development', async () => {
    const read = answers({ login: false, meddelande: 'Underhåll' });
    await watchDriftinfo({ env: 'dev', configLogin: true });
    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS * 2);
    expect(read).toHaveLength(1);
  });

  it('keeps login off when the runtime config says so', async () => {
    answers({ login: true });
    await watchDriftinfo({ env: 'prod', configLogin: false });
    expect(sessionStore.getState().enabled).toBe(false);
  });
});
