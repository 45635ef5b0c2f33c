// @vitest-environment node
import { loadRemoteRoutes, RemoteLoadError } from './load-remote-routes';

vi.mock('./load-remote-module', () => ({ loadRemoteModule: vi.fn() }));

describe('loadRemoteRoutes', () => {
  it('returns the exposed route list', async () => {
    const load = vi.fn(async () => ({ routes: [{ path: '/privat' }] }));
    await expect(loadRemoteRoutes('mfe_privat', 1000, load)).resolves.toEqual([
      { path: '/privat' },
    ]);
  });

  it('asks once more when the first load fails', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ routes: [] });
    await expect(loadRemoteRoutes('mfe_info', 1000, load)).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with RemoteLoadError when every attempt fails', async () => {
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(loadRemoteRoutes('mfe_ombud', 1000, load)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails when the remote does not answer within the time limit', async () => {
    const load = vi.fn(() => new Promise<unknown>(() => undefined));
    await expect(loadRemoteRoutes('mfe_info', 20, load)).rejects.toThrow(/within 20 ms/);
  });

  it('refuses a module that does not expose a route list', async () => {
    const load = vi.fn(async () => ({ default: 'nope' }));
    await expect(loadRemoteRoutes('mfe_info', 1000, load)).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
