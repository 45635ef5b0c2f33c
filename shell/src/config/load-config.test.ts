import { loadRuntimeConfig } from './load-config';
import { konfigurationStore } from '@fullmakt/shared/first-view';
import { svaraHttp } from '@fullmakt/shared/testing';

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
  });

  it('reads the config the server wrote into the page, without a request', async () => {
    embed({ env: 'test', login: false, privat: true });
    const anrop = svaraHttp(() => ({ data: { env: 'dev', login: true, privat: true } }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ env: 'test', login: false });
    expect(konfigurationStore.getState().config).toMatchObject({ env: 'test', login: false });
    expect(anrop).toHaveLength(0);
  });

  it('asks /api/konfiguration when the page carries none', async () => {
    const anrop = svaraHttp(() => ({ data: { env: 'dev', login: true, privat: false } }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ env: 'dev', privat: false });
    expect(anrop.map((a) => [a.method, a.url, a.cache])).toEqual([
      ['GET', '/api/konfiguration', 'no-cache'],
    ]);
  });

  it('keeps the start config (login on) when the answer fails or makes no sense', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    svaraHttp(() => ({ status: 500, data: 'fel' }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ login: true, privat: true });
    embed({ login: 'kanske' });
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ login: true, privat: true });
  });
});
