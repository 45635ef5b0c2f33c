import { startRemoteOrigin, stopRemoteOrigins, type RemoteOrigin } from '../testing/remote-origin';
import { createRemotePreloads } from './remote-preload';

function manifest(chunk: string, publicPath = 'auto'): string {
  return JSON.stringify({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: [`__federation_expose_routes.${chunk}.js`], async: [] },
          css: { sync: [`__federation_expose_routes.${chunk}.css`], async: [] },
        },
      },
    ],
  });
}

const remotes: RemoteOrigin[] = [];
afterEach(() => stopRemoteOrigins(remotes));

async function remoteServing(body: string): Promise<RemoteOrigin> {
  const remote = await startRemoteOrigin(body);
  remotes.push(remote);
  return remote;
}

// No local remote: every manifest is on another origin, as in the production shape.
const layout = { shellDir: '/nonexistent/shell', remotes: [] };

function deploymentAt(manifestUrl: string) {
  return { remotes: { mfe_info: manifestUrl }, prefixes: { mfe_info: ['/', '/info'] } };
}

describe('createRemotePreloads with a manifest on another origin', () => {
  it('gives the manifest link first, then (once fetched) absolute URLs on the remote origin', async () => {
    const remote = await remoteServing(manifest('v1'));
    const url = `${remote.origin}/mfe/info/mf-manifest.json`;
    const log = { warn: vi.fn() };
    const preloads = createRemotePreloads(layout, log);
    expect(preloads(deploymentAt(url), '/info/om-oss')).toEqual([{ href: url, as: 'fetch' }]);
    await vi.waitFor(() => expect(preloads(deploymentAt(url), '/info/om-oss')).toHaveLength(4));
    expect(preloads(deploymentAt(url), '/info/om-oss')).toEqual([
      { href: url, as: 'fetch' },
      { href: `${remote.origin}/mfe/info/remoteEntry.js`, as: 'script' },
      { href: `${remote.origin}/mfe/info/__federation_expose_routes.v1.js`, as: 'script' },
      { href: `${remote.origin}/mfe/info/__federation_expose_routes.v1.css`, as: 'style' },
    ]);
    expect(remote.requests.map((request) => request.url)).toEqual(['/mfe/info/mf-manifest.json']);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("resolves a path publicPath on the remote's origin, not on the page's", async () => {
    const remote = await remoteServing(manifest('v1', '/static/info/'));
    const url = `${remote.origin}/mfe/info/mf-manifest.json`;
    const preloads = createRemotePreloads(layout, { warn: vi.fn() });
    preloads(deploymentAt(url), '/');
    await vi.waitFor(() => expect(preloads(deploymentAt(url), '/')).toHaveLength(4));
    expect(preloads(deploymentAt(url), '/')[1]).toEqual({
      href: `${remote.origin}/static/info/remoteEntry.js`,
      as: 'script',
    });
  });

  it('gives the manifest link only and warns once when the remote is down', async () => {
    const remote = await remoteServing(manifest('v1'));
    const url = `${remote.origin}/mf-manifest.json`;
    await new Promise((resolve) => remote.server.close(resolve));
    remotes.splice(remotes.indexOf(remote), 1);
    const log = { warn: vi.fn() };
    const preloads = createRemotePreloads(layout, log, { ttlMs: 0 });
    expect(preloads(deploymentAt(url), '/')).toEqual([{ href: url, as: 'fetch' }]);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    // Retried (TTL 0) and failing again: the same burst, no second warning.
    preloads(deploymentAt(url), '/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(preloads(deploymentAt(url), '/')).toEqual([{ href: url, as: 'fetch' }]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ url });
  });

  it('ignores an invalid manifest with one warning, and keeps the last good one', async () => {
    const remote = await remoteServing(JSON.stringify({ metaData: {} }));
    const url = `${remote.origin}/mf-manifest.json`;
    const log = { warn: vi.fn() };
    const preloads = createRemotePreloads(layout, log, { ttlMs: 0 });
    preloads(deploymentAt(url), '/');
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    expect(preloads(deploymentAt(url), '/')).toEqual([{ href: url, as: 'fetch' }]);

    remote.body = manifest('good');
    await vi.waitFor(() => expect(preloads(deploymentAt(url), '/')).toHaveLength(4));
    remote.body = 'not json';
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(2));
    expect(preloads(deploymentAt(url), '/')[2]?.href).toBe(
      `${remote.origin}/__federation_expose_routes.good.js`,
    );
  });

  it('re-fetches after the TTL, conditionally, and picks up a changed manifest', async () => {
    let clock = 0;
    const remote = await remoteServing(manifest('v1'));
    const url = `${remote.origin}/mf-manifest.json`;
    const preloads = createRemotePreloads(layout, { warn: vi.fn() }, { ttlMs: 1_000 });
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      preloads(deploymentAt(url), '/');
      await vi.waitFor(() => expect(preloads(deploymentAt(url), '/')).toHaveLength(4));
      clock = 500; // still fresh: no request
      preloads(deploymentAt(url), '/');
      expect(remote.requests).toHaveLength(1);

      clock = 1_500; // stale, unchanged: a conditional request answered 304
      preloads(deploymentAt(url), '/');
      await vi.waitFor(() => expect(remote.requests).toHaveLength(2));
      expect(remote.requests[1]?.ifNoneMatch).toMatch(/^".+"$/);

      remote.body = manifest('v2');
      clock = 3_000;
      expect(preloads(deploymentAt(url), '/')[2]?.href).toBe(
        `${remote.origin}/__federation_expose_routes.v1.js`,
      );
      await vi.waitFor(() =>
        expect(preloads(deploymentAt(url), '/')[2]?.href).toBe(
          `${remote.origin}/__federation_expose_routes.v2.js`,
        ),
      );
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });

  it('after a failed fetch tries again soon, then ever later, never later than the TTL', async () => {
    let clock = 0;
    const remote = await remoteServing(manifest('v1'));
    remote.status = 500;
    const url = `${remote.origin}/mf-manifest.json`;
    const log = { warn: vi.fn() };
    const preloads = createRemotePreloads(layout, log, { ttlMs: 60_000, retryMs: 1_000 });
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    // The fetch has ended (and noted its time) a moment after the remote saw the request.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    const askAt = async (time: number, requests: number) => {
      clock = time;
      preloads(deploymentAt(url), '/');
      await vi.waitFor(() => expect(remote.requests).toHaveLength(requests));
      await settled();
    };
    try {
      await askAt(0, 1);
      await askAt(999, 1); // 1 s after the first failure
      await askAt(1_000, 2);
      await askAt(2_999, 2); // 2 s after the second
      await askAt(3_000, 3);
      remote.status = 200;
      await askAt(7_000, 4); // 4 s after the third: it answers
      expect(preloads(deploymentAt(url), '/')).toHaveLength(4);
      await askAt(66_999, 4); // fresh for the whole TTL again
      await askAt(67_000, 5);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });

  it('keeps at most maxEntries URLs', async () => {
    const remote = await remoteServing(manifest('v1'));
    const preloads = createRemotePreloads(layout, { warn: vi.fn() }, { maxEntries: 2 });
    const urls = ['a', 'b', 'c'].map((name) => `${remote.origin}/${name}/mf-manifest.json`);
    for (const url of urls) {
      preloads(deploymentAt(url), '/');
      await vi.waitFor(() => expect(preloads(deploymentAt(url), '/')).toHaveLength(4));
    }
    expect(remote.requests).toHaveLength(3);
    // The first was dropped: asked for again, it is fetched again (manifest link only meanwhile).
    expect(preloads(deploymentAt(urls[0] ?? ''), '/')).toHaveLength(1);
    expect(preloads(deploymentAt(urls[2] ?? ''), '/')).toHaveLength(4);
    await vi.waitFor(() => expect(remote.requests).toHaveLength(4));
  });

  it('warm fetches every remote on another origin the deployment names, before any page', async () => {
    const remote = await remoteServing(manifest('v1'));
    const info = `${remote.origin}/info/mf-manifest.json`;
    const privat = `${remote.origin}/privat/mf-manifest.json`;
    const preloads = createRemotePreloads(layout, { warn: vi.fn() });
    preloads.warm({
      remotes: { mfe_info: info, mfe_privat: privat, mfe_ombud: '/mfe/ombud/mf-manifest.json' },
      prefixes: {},
    });
    await vi.waitFor(() => expect(remote.requests).toHaveLength(2));
    await vi.waitFor(() => expect(preloads(deploymentAt(info), '/')).toHaveLength(4));
    expect(remote.requests.map((request) => request.url).sort()).toEqual([
      '/info/mf-manifest.json',
      '/privat/mf-manifest.json',
    ]);
  });

  it('never fetches a relative manifest URL it does not serve', () => {
    const preloads = createRemotePreloads(layout, { warn: vi.fn() });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      expect(preloads(deploymentAt('/mfe/other/mf-manifest.json'), '/')).toHaveLength(1);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
