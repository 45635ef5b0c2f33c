import manifestPlugin from './manifest-plugin';

type AfterResolve = NonNullable<ReturnType<typeof manifestPlugin>['afterResolve']>;
type Match = Parameters<AfterResolve>[0];

const base = 'https://remotes.example/mfe/info/';
const manifestUrl = `${base}mf-manifest.json`;

/** The fields of mfe-info's mf-manifest.json the page reads. */
const manifest = {
  metaData: {
    globalName: 'mfe_info',
    publicPath: 'auto',
    buildInfo: { buildVersion: '0.1.0' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  exposes: [
    {
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1.js'], async: ['158.2.js'] },
        css: { sync: ['__federation_expose_routes.3.css'], async: [] },
      },
    },
  ],
};

/** A loadRemote match for `mfe_info/routes`, whose fetch hook (the retry plugin) answers. */
function match(
  entry: string,
  answers: (() => Response | undefined)[] = [() => Response.json(manifest)],
) {
  const emit = vi.fn(async () => answers.shift()?.());
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
    origin: { loaderHook: { lifecycle: { fetch: { emit } } } },
    options: {},
  };
  return { args, emit, afterResolve: manifestPlugin().afterResolve as AfterResolve };
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
    vi.unstubAllGlobals();
  });

  it('loads a remote registered by its manifest from the remoteEntry beside it', async () => {
    const { args, afterResolve, emit } = match(manifestUrl);
    await expect(afterResolve(args as unknown as Match)).resolves.toBe(args);
    expect(emit).toHaveBeenCalledWith(manifestUrl, {});
    expect(args.remoteInfo).toMatchObject({
      entry: `${base}remoteEntry.js`,
      type: 'global',
      entryGlobalName: 'mfe_info',
      version: manifestUrl,
      buildVersion: '0.1.0',
    });
  });

  it("starts loading the exposed module's own files at once, not its lazy chunks", async () => {
    const { args, afterResolve } = match(manifestUrl);
    await afterResolve(args as unknown as Match);
    expect(started()).toEqual([
      ['stylesheet', `${base}__federation_expose_routes.3.css`],
      ['script', `${base}__federation_expose_routes.1.js`],
    ]);
    expect(document.head.querySelector('script')?.fetchPriority).toBe('high');
  });

  it('leaves out a file the page already has, and a chunk that failed is tried afresh', async () => {
    const present = document.createElement('script');
    present.src = `${base}__federation_expose_routes.1.js`;
    document.head.appendChild(present);
    const { args, afterResolve } = match(manifestUrl);
    await afterResolve(args as unknown as Match);
    expect(started()).toEqual([
      ['script', `${base}__federation_expose_routes.1.js`],
      ['stylesheet', `${base}__federation_expose_routes.3.css`],
    ]);

    present.remove();
    await afterResolve(args as unknown as Match);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('reads a manifest once per page, and again after a failed read', async () => {
    const { args, afterResolve, emit } = match(manifestUrl, [
      () => new Response('', { status: 503 }),
      () => Response.json(manifest),
    ]);
    await expect(afterResolve(args as unknown as Match)).rejects.toThrow(/answered 503/);
    await afterResolve(args as unknown as Match);
    await afterResolve(args as unknown as Match);
    expect(emit).toHaveBeenCalledTimes(2);
    expect(args.remoteInfo.entry).toBe(`${base}remoteEntry.js`);
  });

  it("uses the browser's fetch when no plugin answers the fetch hook", async () => {
    const fetchMock = vi.fn(async () => Response.json(manifest));
    vi.stubGlobal('fetch', fetchMock);
    const { args, afterResolve } = match(manifestUrl, [() => undefined]);
    await afterResolve(args as unknown as Match);
    expect(fetchMock).toHaveBeenCalledWith(manifestUrl, {});
    expect(args.remoteInfo.entry).toBe(`${base}remoteEntry.js`);
  });

  it('leaves a remote registered by its remoteEntry as it is', async () => {
    const { args, afterResolve, emit } = match(`${base}remoteEntry.js`);
    await expect(afterResolve(args as unknown as Match)).resolves.toBe(args);
    expect(emit).not.toHaveBeenCalled();
    expect(started()).toEqual([]);
  });
});
