import { svaraHttp } from '@fullmakt/shared/testing';
import { firstDriftinfo } from './first-driftinfo';

function embed(value: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'fullmakt-driftinfo';
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

describe('firstDriftinfo', () => {
  afterEach(() => {
    document.getElementById('fullmakt-driftinfo')?.remove();
  });

  it('reads the answer the server wrote into the page, without a request', async () => {
    const anrop = svaraHttp(() => ({ data: { login: true } }));
    embed({ status: 200, body: { login: false, meddelande: 'Underhåll' } });
    await expect(firstDriftinfo()).resolves.toEqual({ login: false, meddelande: 'Underhåll' });
    document.getElementById('fullmakt-driftinfo')?.remove();
    embed({ status: 404 });
    await expect(firstDriftinfo()).resolves.toEqual({ login: true });
    expect(anrop).toHaveLength(0);
  });

  it('asks for the file when the page carries no answer', async () => {
    const anrop = svaraHttp(() => ({ data: { login: false, meddelande: 'Underhåll' } }));
    await expect(firstDriftinfo()).resolves.toEqual({ login: false, meddelande: 'Underhåll' });
    expect(anrop.map((a) => a.url)).toEqual(['/driftinfo/driftinfo.json']);
  });

  it("asks for the file when the page's block is not JSON, instead of stopping the start", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const anrop = svaraHttp(() => ({ data: { login: true } }));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fullmakt-driftinfo';
    block.textContent = '{"status": 200, "body":';
    document.head.append(block);
    await expect(firstDriftinfo()).resolves.toEqual({ login: true });
    expect(anrop).toHaveLength(1);
  });
});
