import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemotePreloads, hasProviderSession, preloadLinks } from './remote-preload';
import type { WebLayout } from './web-layout';

function manifest(chunk: string, publicPath = 'auto'): string {
  return JSON.stringify({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: [`__federation_expose_routes.${chunk}.js`], async: ['158.abc.js'] },
          css: { sync: [`__federation_expose_routes.${chunk}.css`], async: [] },
        },
      },
    ],
  });
}

function layoutWithInfo(content: string): { layout: WebLayout; file: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-preload-'));
  const dir = path.join(root, 'mfe', 'info');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  writeFileSync(file, content);
  return {
    layout: { shellDir: path.join(root, 'shell'), remotes: [{ urlPrefix: '/mfe/info/', dir }] },
    file,
  };
}

const log = { warn: vi.fn() };
const deployment = {
  remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
  prefixes: { mfe_info: ['/', '/info'] },
};

describe('createRemotePreloads', () => {
  it("preloads the page's remote: its manifest, remoteEntry and the routes' own chunk and CSS", () => {
    const { layout } = layoutWithInfo(manifest('v1'));
    expect(createRemotePreloads(layout, log)(deployment, '/info/om-oss')).toEqual([
      { href: '/mfe/info/mf-manifest.json', as: 'fetch' },
      { href: '/mfe/info/remoteEntry.js', as: 'script' },
      { href: '/mfe/info/__federation_expose_routes.v1.js', as: 'script' },
      { href: '/mfe/info/__federation_expose_routes.v1.css', as: 'style' },
    ]);
  });

  it('reads a redeployed manifest on the next page, with no restart and no shell build', () => {
    const { layout, file } = layoutWithInfo(manifest('v1'));
    const preloads = createRemotePreloads(layout, log);
    expect(preloads(deployment, '/')[2]?.href).toBe('/mfe/info/__federation_expose_routes.v1.js');
    writeFileSync(file, manifest('v2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(preloads(deployment, '/')[2]?.href).toBe('/mfe/info/__federation_expose_routes.v2.js');
  });

  it('preloads only what the page needs: nothing for a page no remote owns', () => {
    const { layout } = layoutWithInfo(manifest('v1'));
    const preloads = createRemotePreloads(layout, log);
    expect(preloads(deployment, '/login')).toEqual([]);
    expect(preloads(deployment, '/privat')).toEqual([]);
    expect(preloads(undefined, '/')).toEqual([]);
  });

  it('gives the manifest alone for a remote it cannot read (on a CDN, or broken)', () => {
    const { layout } = layoutWithInfo('{ inte json');
    const cdn = {
      remotes: { mfe_info: 'https://cdn.example.se/info/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    };
    expect(createRemotePreloads(layout, log)(cdn, '/')).toEqual([
      { href: 'https://cdn.example.se/info/mf-manifest.json', as: 'fetch' },
    ]);
    expect(createRemotePreloads(layout, log)(deployment, '/')).toEqual([
      { href: '/mfe/info/mf-manifest.json', as: 'fetch' },
    ]);
    expect(log.warn).toHaveBeenCalled();
  });

  it("resolves the files against the manifest's publicPath when it has one", () => {
    const { layout } = layoutWithInfo(manifest('v1', 'https://cdn.example.se/info/'));
    expect(createRemotePreloads(layout, log)(deployment, '/')[1]).toEqual({
      href: 'https://cdn.example.se/info/remoteEntry.js',
      as: 'script',
    });
  });

  it('never reads outside the remote folder', () => {
    const { layout } = layoutWithInfo(manifest('v1'));
    const outside = {
      remotes: { mfe_info: '/mfe/info/../../../etc/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    };
    expect(createRemotePreloads(layout, log)(outside, '/')).toHaveLength(1);
  });
});

describe('the signed-in preloads', () => {
  function withShellList(): WebLayout {
    const { layout } = layoutWithInfo(manifest('v1'));
    const privat = path.join(path.dirname(layout.remotes[0]?.dir ?? ''), 'privat');
    mkdirSync(privat, { recursive: true });
    writeFileSync(path.join(privat, 'mf-manifest.json'), manifest('p1'));
    mkdirSync(layout.shellDir, { recursive: true });
    writeFileSync(
      path.join(layout.shellDir, 'signed-in-preloads.json'),
      JSON.stringify({ scripts: ['session.abc.js', 'api.def.js'] }),
    );
    return { ...layout, remotes: [...layout.remotes, { urlPrefix: '/mfe/privat/', dir: privat }] };
  }
  const both = {
    remotes: { mfe_info: '/mfe/info/mf-manifest.json', mfe_privat: '/mfe/privat/mf-manifest.json' },
    prefixes: { mfe_info: ['/', '/info'], mfe_privat: ['/privat'] },
  };

  it("adds the shell's session, API and flow scripts for a signed-in visitor of a signed-in area", () => {
    const preloads = createRemotePreloads(withShellList(), log);
    const hrefs = preloads(both, '/privat/fullmaktsgivare', { signedIn: true }).map((p) => p.href);
    expect(hrefs).toContain('/session.abc.js');
    expect(hrefs).toContain('/api.def.js');
    expect(hrefs).toContain('/mfe/privat/__federation_expose_routes.p1.js');
  });

  it('adds nothing of the kind without a session, or on an information page', () => {
    const preloads = createRemotePreloads(withShellList(), log);
    const anonymous = preloads(both, '/privat/fullmaktsgivare', { signedIn: false });
    expect(anonymous.map((p) => p.href)).not.toContain('/session.abc.js');
    const info = preloads(both, '/info/om-oss', { signedIn: true });
    expect(info.map((p) => p.href)).not.toContain('/session.abc.js');
  });

  it("recognises the provider's session cookie in a Cookie header", () => {
    expect(hasProviderSession('XSRF-TOKEN=a; _session=b; _session.sig=c')).toBe(true);
    expect(hasProviderSession('_session.sig=c; XSRF-TOKEN=a')).toBe(false);
    expect(hasProviderSession(undefined)).toBe(false);
  });
});

describe('preloadLinks', () => {
  it('marks only the fetched manifest crossorigin, as the runtime requests it, and escapes', () => {
    expect(
      preloadLinks([
        { href: '/m/mf-manifest.json', as: 'fetch' },
        { href: '/m/a"b.js', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" href="/m/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/m/a&quot;b.js" as="script">',
    );
  });
});
