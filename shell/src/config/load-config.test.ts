import { loadRuntimeConfig } from './load-config';
import { konfigurationStore } from '@fullmakt/shared';

function embed(value: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'fullmakt-konfiguration';
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    document.getElementById('fullmakt-konfiguration')?.remove();
    vi.unstubAllGlobals();
  });

  it('reads the config the server wrote into the page, without a request', async () => {
    embed({ env: 'test', login: false, privat: true });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ env: 'test', login: false });
    expect(konfigurationStore.getState().config).toMatchObject({ env: 'test', login: false });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks /api/konfiguration when the page carries none', async () => {
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ env: 'dev', login: true, privat: false })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ env: 'dev', privat: false });
    expect(fetchSpy).toHaveBeenCalledWith('/api/konfiguration', { cache: 'no-cache' });
  });

  it('keeps the start config (login on) when the answer fails or makes no sense', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('fel', { status: 500 })),
    );
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ login: true, privat: true });
    embed({ login: 'kanske' });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ login: true, privat: true });
  });
});
