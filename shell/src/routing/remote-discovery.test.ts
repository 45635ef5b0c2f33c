import type { RouteObject } from 'react-router';
import type { RemoteName } from '@fullmakt/shared/first-view';
import { createRemoteDiscovery } from './remote-discovery';
import { useRemoteStatusStore } from '../remotes/remote-status-store';

function navigation(path: string, aborted = false) {
  const patch = vi.fn();
  const controller = new AbortController();
  if (aborted) {
    controller.abort();
  }
  return {
    args: { path, patch, signal: controller.signal, matches: [], fetcherKey: undefined },
    patch,
  };
}

describe('createRemoteDiscovery', () => {
  beforeEach(() => {
    useRemoteStatusStore.setState({ status: {} });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('loads the owning remote once and patches its routes under the root', async () => {
    const routes: RouteObject[] = [{ path: '/privat' }];
    const load = vi.fn(async (_remote: RemoteName) => routes);
    const discover = createRemoteDiscovery({
      rootRouteId: 'root',
      load,
      isolate: (_r, list) => list,
    });
    const first = navigation('/privat');
    await discover(first.args);
    expect(load).toHaveBeenCalledWith('mfe_privat');
    expect(first.patch).toHaveBeenCalledWith('root', routes);
    expect(useRemoteStatusStore.getState().status.mfe_privat).toBe('loaded');

    const second = navigation('/privat/fullmaktsgivare');
    await discover(second.args);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second.patch).not.toHaveBeenCalled();
  });

  it('does nothing for paths no remote owns', async () => {
    const load = vi.fn(async () => []);
    const discover = createRemoteDiscovery({ rootRouteId: 'root', load, isolate: (_r, l) => l });
    await discover(navigation('/fel').args);
    expect(load).not.toHaveBeenCalled();
  });

  it('records a failure without throwing, and loads again after the status is reset', async () => {
    const load = vi
      .fn<(remote: RemoteName) => Promise<RouteObject[]>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([{ path: '/info/om-oss' }]);
    const discover = createRemoteDiscovery({ rootRouteId: 'root', load, isolate: (_r, l) => l });
    const failed = navigation('/info/om-oss');
    await expect(discover(failed.args)).resolves.toBeUndefined();
    expect(failed.patch).not.toHaveBeenCalled();
    expect(useRemoteStatusStore.getState().status.mfe_info).toBe('failed');

    await discover(navigation('/info/om-oss').args);
    expect(load).toHaveBeenCalledTimes(1);

    useRemoteStatusStore.getState().setStatus('mfe_info', 'idle');
    const retried = navigation('/info/om-oss');
    await discover(retried.args);
    expect(retried.patch).toHaveBeenCalledTimes(1);
  });

  it('leaves patching to the next navigation when this one was aborted', async () => {
    const load = vi.fn(async () => [{ path: '/organisation' }]);
    const discover = createRemoteDiscovery({ rootRouteId: 'root', load, isolate: (_r, l) => l });
    const aborted = navigation('/organisation', true);
    await discover(aborted.args);
    expect(aborted.patch).not.toHaveBeenCalled();
    const next = navigation('/organisation');
    await discover(next.args);
    expect(next.patch).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
