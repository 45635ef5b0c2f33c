import { fetchWithRetry } from './fetch-with-retry';

const noSleep = async () => undefined;

function responder(...answers: (number | Error)[]) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const answer = answers.shift();
    if (answer instanceof Error || answer === undefined) {
      throw answer ?? new Error('no more answers');
    }
    return new Response('{}', { status: answer });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

describe('fetchWithRetry', () => {
  it('retries a network failure and a 503, then returns the good answer', async () => {
    const { fetchImpl, calls } = responder(new TypeError('Failed to fetch'), 503, 200);
    const response = await fetchWithRetry(
      '/m.json',
      {},
      { attempts: 3, attemptTimeoutMs: 1000, backoffMs: 1, fetchImpl, sleep: noSleep },
    );
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 404 or a 500', async () => {
    for (const status of [404, 500]) {
      const { fetchImpl, calls } = responder(status, 200);
      const response = await fetchWithRetry(
        '/m.json',
        {},
        { attempts: 3, attemptTimeoutMs: 1000, backoffMs: 1, fetchImpl, sleep: noSleep },
      );
      expect(response.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('gives up after the last attempt with the last error', async () => {
    const { fetchImpl } = responder(new TypeError('a'), new TypeError('b'), new TypeError('c'));
    await expect(
      fetchWithRetry(
        '/m.json',
        {},
        { attempts: 3, attemptTimeoutMs: 1000, backoffMs: 1, fetchImpl, sleep: noSleep },
      ),
    ).rejects.toThrow('c');
  });

  it('aborts an attempt that takes longer than its time limit', async () => {
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ) as unknown as typeof fetch;
    await expect(
      fetchWithRetry(
        '/m.json',
        {},
        { attempts: 2, attemptTimeoutMs: 10, backoffMs: 1, fetchImpl, sleep: noSleep },
      ),
    ).rejects.toThrow('aborted');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
