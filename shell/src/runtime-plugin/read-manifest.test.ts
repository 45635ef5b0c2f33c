// @vitest-environment node
import { parseManifest, readManifest } from './read-manifest';

const url = 'https://remotes.example/mfe/privat/mf-manifest.json';

function manifest(metaData: Record<string, unknown> = {}, exposes: unknown[] = []) {
  return {
    metaData: {
      globalName: 'mfe_privat',
      publicPath: 'auto',
      buildInfo: { buildVersion: '0.1.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ...metaData,
    },
    exposes,
  };
}

describe('parseManifest', () => {
  it('reads the remoteEntry and the sync files of each exposed module', () => {
    const routes = {
      name: 'routes',
      assets: { js: { sync: ['a.js'], async: ['b.js'] }, css: { sync: ['a.css'], async: [] } },
    };
    expect(parseManifest(manifest({}, [routes]), url)).toEqual({
      publicPath: 'https://remotes.example/mfe/privat/',
      remoteEntry: 'remoteEntry.js',
      remoteEntryType: 'global',
      globalName: 'mfe_privat',
      buildVersion: '0.1.0',
      exposes: [{ name: 'routes', js: ['a.js'], css: ['a.css'] }],
    });
  });

  it("joins the remoteEntry's folder as the runtime does, and takes a set public path", () => {
    for (const [folder, file] of [
      ['.', 'remoteEntry.js'],
      ['./entry', 'entry/remoteEntry.js'],
      ['/entry/', 'entry/remoteEntry.js'],
    ]) {
      const remoteEntry = { name: 'remoteEntry.js', path: folder, type: 'global' };
      expect(parseManifest(manifest({ remoteEntry }), url)?.remoteEntry).toBe(file);
    }
    expect(parseManifest(manifest({ publicPath: '/cdn/privat/' }), url)?.publicPath).toBe(
      'https://remotes.example/cdn/privat/',
    );
  });

  it('refuses what is not a manifest this page can load', () => {
    expect(parseManifest('<html>', url)).toBeUndefined();
    expect(parseManifest(manifest({ globalName: 7 }), url)).toBeUndefined();
    const unknownType = { name: 'remoteEntry.js', path: '', type: 'umd' };
    expect(parseManifest(manifest({ remoteEntry: unknownType }), url)).toBeUndefined();
    expect(parseManifest(manifest({}, [{ name: 'routes', assets: {} }]), url)).toBeUndefined();
  });
});

describe('readManifest', () => {
  it('says which manifest failed and why', async () => {
    await expect(readManifest(url, async () => new Response('', { status: 404 }))).rejects.toThrow(
      `${url} answered 404`,
    );
    await expect(readManifest(url, async () => Response.json({}))).rejects.toThrow(
      'not a Module Federation manifest',
    );
  });
});
