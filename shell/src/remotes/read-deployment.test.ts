import { svaraHttp } from '@fullmakt/shared/testing';
import { readDeployment } from './read-deployment';

describe('readDeployment', () => {
  afterEach(() => {
    document.getElementById('fullmakt-remotes')?.remove();
  });

  it('reads the deployment the server wrote into the page, without a request', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fullmakt-remotes';
    block.textContent = JSON.stringify({
      remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    });
    document.head.append(block);
    const anrop = svaraHttp(() => ({ data: { remotes: {} } }));
    await expect(readDeployment()).resolves.toEqual({
      remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    });
    expect(anrop).toHaveLength(0);
  });

  it('fetches /remotes.json when the page carries none, and refuses a bad file', async () => {
    const served = {
      remotes: { mfe_ombud: '/mfe/ombud/mf-manifest.json' },
      prefixes: { mfe_ombud: ['/privat/ombud'] },
    };
    const anrop = svaraHttp(() => ({ data: served }));
    await expect(readDeployment()).resolves.toEqual(served);
    expect(anrop.map((a) => [a.url, a.cache])).toEqual([['/remotes.json', 'no-cache']]);
    svaraHttp(() => ({ data: { ...served, remotes: { mfe_ombud: 'ftp://x' } } }));
    await expect(readDeployment()).rejects.toThrow();
    svaraHttp(() => ({ data: { ...served, prefixes: { mfe_ombud: ['privat'] } } }));
    await expect(readDeployment()).rejects.toThrow();
    svaraHttp(() => ({ status: 503, data: 'fel' }));
    await expect(readDeployment()).rejects.toThrow('503');
  });
});
