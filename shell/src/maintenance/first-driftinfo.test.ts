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
    vi.unstubAllGlobals();
  });

  it('reads the answer the server wrote into the page, without a request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    embed({ status: 200, body: { login: false, meddelande: 'Underhåll' } });
    await expect(firstDriftinfo()).resolves.toEqual({ login: false, meddelande: 'Underhåll' });
    document.getElementById('fullmakt-driftinfo')?.remove();
    embed({ status: 404 });
    await expect(firstDriftinfo()).resolves.toEqual({ login: true });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the file when the page carries no answer', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ login: true })));
    vi.stubGlobal('fetch', fetchSpy);
    await expect(firstDriftinfo()).resolves.toEqual({ login: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("asks for the file when the page's block is not JSON, instead of stopping the start", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ login: true })));
    vi.stubGlobal('fetch', fetchSpy);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'fullmakt-driftinfo';
    block.textContent = '{"status": 200, "body":';
    document.head.append(block);
    await expect(firstDriftinfo()).resolves.toEqual({ login: true });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
