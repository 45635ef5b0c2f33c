import type { RouteObject } from 'react-router';
import { remoteOwning, type RemoteName } from '@fullmakt/shared/first-view';
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

/** The prefixes as a deployment gives them, with a fifth remote no build of the shell knows. */
const prefixes = {
  mfe_info: ['/', '/info'],
  mfe_privat: ['/privat'],
  mfe_organisation: ['/organisation'],
  mfe_ombud: ['/privat/ombud', '/organisation/ombud'],
  mfe_test: ['/test-remote'],
};
const owner = (path: string) => Promise.resolve(remoteOwning(path, prefixes));

function discovery(load: (remote: RemoteName) => Promise<RouteObject[]>) {
  return createRemoteDiscovery({ rootRouteId: 'root', owner, load, isolate: (_r, list) => list });
}

describe('createRemoteDiscovery', () => {
  beforeEach(() => {
    useRemoteStatusStore.setState({ status: {} });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('loads the owning remote once and patches its routes under the root', async () => {
    const routes: RouteObject[] = [{ path: '/privat' }];
    const load = vi.fn(async (_remote: RemoteName) => routes);
    const discover = discovery(load);
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

  it('loads a remote the shell was not built with, by the prefix the deployment gives it', async () => {
    const routes: RouteObject[] = [{ path: '/test-remote' }];
    const load = vi.fn(async (_remote: RemoteName) => routes);
    const discover = discovery(load);
    const visit = navigation('/test-remote');
    await discover(visit.args);
    expect(load).toHaveBeenCalledWith('mfe_test');
    expect(visit.patch).toHaveBeenCalledWith('root', routes);
  });

  it('does nothing for paths no remote owns', async () => {
    const load = vi.fn(async () => []);
    await discovery(load)(navigation('/fel').args);
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing, and throws nothing, when the deployment cannot be read', async () => {
    const load = vi.fn(async () => []);
    const discover = createRemoteDiscovery({
      rootRouteId: 'root',
      owner: () => Promise.reject(new Error('remotes.json answered 503')),
      load,
      isolate: (_r, list) => list,
    });
    const visit = navigation('/privat');
    await expect(discover(visit.args)).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(visit.patch).not.toHaveBeenCalled();
  });

  it('records a failure without throwing, and loads again after the status is reset', async () => {
    const load = vi
      .fn<(remote: RemoteName) => Promise<RouteObject[]>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([{ path: '/info/om-oss' }]);
    const discover = discovery(load);
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
    const discover = discovery(load);
    const aborted = navigation('/organisation', true);
    await discover(aborted.args);
    expect(aborted.patch).not.toHaveBeenCalled();
    const next = navigation('/organisation');
    await discover(next.args);
    expect(next.patch).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
