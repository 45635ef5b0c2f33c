import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { svaraHttp } from '@fullmakt/shared/testing';
import { loadRemoteModule } from './load-remote-module';
import { remoteOwningNow, useRemoteStatusStore } from './remote-status-store';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async () => ({ routes: [] })),
}));

describe('loadRemoteModule', () => {
  it('registers every remote the deployment names, one the shell was never built with too', async () => {
    svaraHttp(() => ({
      data: {
        remotes: {
          mfe_info: '/mfe/info/mf-manifest.json',
          mfe_test: '/releases/mfe-test/1.0.0/mf-manifest.json',
        },
        prefixes: { mfe_info: ['/', '/info'], mfe_test: ['/test-remote'] },
      },
    }));
    await loadRemoteModule('mfe_test');
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_info', entry: `${window.location.origin}/mfe/info/mf-manifest.json` },
        {
          name: 'mfe_test',
          entry: `${window.location.origin}/releases/mfe-test/1.0.0/mf-manifest.json`,
        },
      ],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mfe_test/routes');
    // Every render now knows whose an address is, by what the deployment said.
    expect(useRemoteStatusStore.getState().prefixes).toMatchObject({ mfe_test: ['/test-remote'] });
    expect(remoteOwningNow('/test-remote/steg')).toBe('mfe_test');
    expect(remoteOwningNow('/finns-inte')).toBeUndefined();
  });
});
