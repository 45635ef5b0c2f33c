import { DRIFTINFO_INTERVAL_MS, sessionStore, type Driftinfo } from '@fullmakt/shared';
import { useDriftinfoStore } from './driftinfo-store';
import { watchDriftinfo } from './driftinfo-watch';

function answers(...list: Driftinfo[]) {
  const read = vi.fn(async () => list.shift() ?? { login: true });
  return read;
}

describe('watchDriftinfo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
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
    const { stop } = await watchDriftinfo({ env: 'prod', configLogin: true, read });
    expect(useDriftinfoStore.getState().info.meddelande).toBe('Underhåll pågår');
    expect(sessionStore.getState().enabled).toBe(false);

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(2);
    expect(sessionStore.getState().enabled).toBe(true);

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(3);
    expect(useDriftinfoStore.getState().info.meddelande).toBeUndefined();

    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS * 3);
    expect(read).toHaveBeenCalledTimes(3);
    stop();
  });

  it('uses a first answer asked for in parallel with the config', async () => {
    const read = answers({ login: true });
    const { first } = await watchDriftinfo({
      env: 'prod',
      configLogin: true,
      read,
      first: Promise.resolve({ login: true, meddelande: 'Redan hämtad' }),
    });
    expect(first.meddelande).toBe('Redan hämtad');
    expect(read).not.toHaveBeenCalled();
  });

  it('does not read again in development', async () => {
    const read = answers({ login: false, meddelande: 'Underhåll' });
    await watchDriftinfo({ env: 'dev', configLogin: true, read });
    await vi.advanceTimersByTimeAsync(DRIFTINFO_INTERVAL_MS * 2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps login off when the runtime config says so', async () => {
    await watchDriftinfo({ env: 'prod', configLogin: false, read: answers({ login: true }) });
    expect(sessionStore.getState().enabled).toBe(false);
  });
});
