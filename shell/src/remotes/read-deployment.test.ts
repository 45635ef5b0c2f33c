import { readDeployment } from './read-deployment';

describe('readDeployment', () => {
  afterEach(() => {
    document.getElementById('fullmakt-remotes')?.remove();
    vi.unstubAllGlobals();
  });

  it('reads the deployment the server wrote into the page, without a request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fullmakt-remotes';
    block.textContent = JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } });
    document.head.append(block);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(readDeployment()).resolves.toEqual({
      remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json when the page carries none, and refuses a bad file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ remotes: { mfe_ombud: '/mfe/ombud/mf-manifest.json' } })),
      ),
    );
    await expect(readDeployment()).resolves.toEqual({
      remotes: { mfe_ombud: '/mfe/ombud/mf-manifest.json' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ remotes: { mfe_ombud: 'ftp://x' } }))),
    );
    await expect(readDeployment()).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('fel', { status: 503 })),
    );
    await expect(readDeployment()).rejects.toThrow('503');
  });
});
