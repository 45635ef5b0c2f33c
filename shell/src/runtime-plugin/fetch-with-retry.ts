/**
 * Statuses that say "try again soon": a proxy or CDN hiccup, not a broken deploy.
 * A 404 or 500 is not retried: it will not heal in a second, and the user should see
 * the message (with its own retry button) without waiting.
 */
const transientStatuses = new Set([408, 425, 429, 502, 503, 504]);

export interface RetryOptions {
  attempts: number;
  attemptTimeoutMs: number;
  backoffMs: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export const defaultRetryOptions: RetryOptions = {
  attempts: 3,
  attemptTimeoutMs: 4000,
  backoffMs: 300,
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches with a per-attempt time limit, retrying network failures and transient statuses. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions = defaultRetryOptions,
): Promise<Response> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? realSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.attemptTimeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (!transientStatuses.has(response.status) || attempt === options.attempts) {
        return response;
      }
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
    if (attempt < options.attempts) {
      await sleep(options.backoffMs * 2 ** (attempt - 1));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
