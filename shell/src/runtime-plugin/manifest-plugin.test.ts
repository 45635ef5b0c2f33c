import manifestPlugin from './manifest-plugin';

type AfterResolve = NonNullable<ReturnType<typeof manifestPlugin>['afterResolve']>;
type Match = Parameters<AfterResolve>[0];

const publicPath = 'https://remotes.example/mfe/info/';

/** What the runtime's snapshot handler makes of mfe-info's mf-manifest.json. */
function snapshot() {
  return {
    version: `${publicPath}mf-manifest.json`,
    buildVersion: '0.1.0',
    globalName: 'mfe_info',
    remoteEntry: 'remoteEntry.js',
    remoteEntryType: 'global',
    publicPath,
    modules: [
      {
        moduleName: 'routes',
        assets: {
          js: { sync: ['__federation_expose_routes.1.js'], async: ['158.2.js'] },
          css: { sync: ['__federation_expose_routes.3.css'], async: [] },
        },
      },
    ],
  };
}

function match(entry: string) {
  const loadRemoteSnapshotInfo = vi.fn(async () => ({
    remoteSnapshot: snapshot(),
    globalSnapshot: {},
  }));
  const args = {
    id: 'mfe_info/routes',
    pkgNameOrAlias: 'mfe_info',
    expose: './routes',
    remote: { name: 'mfe_info', entry },
    remoteInfo: {
      name: 'mfe_info',
      entry,
      type: 'global',
      entryGlobalName: '',
      shareScope: 'default',
    },
    origin: { snapshotHandler: { loadRemoteSnapshotInfo } },
    options: {},
  };
  return {
    args,
    loadRemoteSnapshotInfo,
    afterResolve: manifestPlugin().afterResolve as AfterResolve,
  };
}

/** What the plugin started loading: style sheets and chunk scripts in the head. */
const started = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map(
    (element) =>
      element instanceof HTMLLinkElement ? [element.rel, element.href] : ['script', element.src],
  );

describe('manifestPlugin', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('loads a remote registered by its manifest from the remoteEntry the manifest names', async () => {
    const { args, afterResolve, loadRemoteSnapshotInfo } = match(`${publicPath}mf-manifest.json`);
    const result = await afterResolve(args as unknown as Match);
    expect(loadRemoteSnapshotInfo).toHaveBeenCalledWith({
      moduleInfo: args.remote,
      id: 'mfe_info/routes',
    });
    expect(args.remoteInfo).toMatchObject({
      entry: `${publicPath}remoteEntry.js`,
      type: 'global',
      entryGlobalName: 'mfe_info',
      version: `${publicPath}mf-manifest.json`,
      buildVersion: '0.1.0',
    });
    expect(result).toMatchObject({ remoteSnapshot: { globalName: 'mfe_info' } });
  });

  it("starts loading the exposed module's own files at once, not its lazy chunks", async () => {
    const { args, afterResolve } = match(`${publicPath}mf-manifest.json`);
    await afterResolve(args as unknown as Match);
    expect(started()).toEqual([
      ['stylesheet', `${publicPath}__federation_expose_routes.3.css`],
      ['script', `${publicPath}__federation_expose_routes.1.js`],
    ]);
    const script = document.head.querySelector('script');
    expect(script?.fetchPriority).toBe('high');
  });

  it('leaves out a file the page already has, and a chunk that failed is tried afresh', async () => {
    const present = document.createElement('script');
    present.src = `${publicPath}__federation_expose_routes.1.js`;
    document.head.appendChild(present);
    const { args, afterResolve } = match(`${publicPath}mf-manifest.json`);
    await afterResolve(args as unknown as Match);
    expect(started()).toEqual([
      ['script', `${publicPath}__federation_expose_routes.1.js`],
      ['stylesheet', `${publicPath}__federation_expose_routes.3.css`],
    ]);

    present.remove();
    await afterResolve(args as unknown as Match);
    const script = document.head.querySelector('script');
    script?.dispatchEvent(new Event('error'));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('leaves a remote registered by its remoteEntry as it is', async () => {
    const { args, afterResolve, loadRemoteSnapshotInfo } = match(`${publicPath}remoteEntry.js`);
    await expect(afterResolve(args as unknown as Match)).resolves.toBe(args);
    expect(loadRemoteSnapshotInfo).not.toHaveBeenCalled();
    expect(args.remoteInfo.entry).toBe(`${publicPath}remoteEntry.js`);
  });
});
