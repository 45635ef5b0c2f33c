/**
 * A remote's manifest on another origin (the production shape: each remote has an origin of
 * its own), fetched by the server itself in the background and cached per URL
 * (stale-while-revalidate): `get` stays synchronous, so a page never waits on a remote.
 * Only URLs the deployment file names reach here (remote-preload.ts), never a request's.
 */
/** A URL on another origin (the only kind this fetcher is for); a relative one is this site's. */
export const isOnOtherOrigin = (url: string): boolean => /^https?:\/\//i.test(url);

export interface ManifestFetcherOptions<T> {
  /** Parses the body (zod); a throw counts as a failed fetch. */
  parse: (text: string) => T;
  log: { warn: (object: object, message: string) => void };
  /** How long a fetched manifest is fresh: a URL that is not an immutable release may change. */
  ttlMs?: number;
  /** A remote that does not answer in this time is given up on for now. */
  timeoutMs?: number;
  /**
   * After a failed fetch, the next try waits this long, doubling with each failure up to
   * `ttlMs`: one slow answer at a server process's start (a busy host) must not leave that
   * process without the remote's files for a whole TTL, and a remote that is down is
   * still not hammered.
   */
  retryMs?: number;
  /** How many URLs are kept (the least recently used is dropped). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T | undefined;
  etag: string | undefined;
  fetchedAt: number;
  inFlight: boolean;
  /** Failed fetches in a row: a burst of failures is logged once, and retried ever later. */
  failures: number;
}

interface ManifestFetcher<T> {
  /** The last good manifest, or undefined; starts a fetch when there is none or it is stale. */
  get: (url: string) => T | undefined;
}

export function createManifestFetcher<T>({
  parse,
  log,
  ttlMs = 30_000,
  timeoutMs = 2_000,
  retryMs = 1_000,
  maxEntries = 32,
  now = () => Date.now(),
}: ManifestFetcherOptions<T>): ManifestFetcher<T> {
  const entries = new Map<string, Entry<T>>();

  async function refresh(url: string, entry: Entry<T>): Promise<void> {
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (entry.etag && entry.value !== undefined) {
        headers['if-none-match'] = entry.etag;
      }
      const response = await fetch(url, {
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && entry.value !== undefined) {
        await response.body?.cancel();
      } else if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      } else {
        entry.value = parse(await response.text());
        entry.etag = response.headers.get('etag') ?? undefined;
      }
      entry.failures = 0;
    } catch (error) {
      if (entry.failures === 0) {
        log.warn({ err: error, url }, 'A file on a remote origin cannot be fetched for the page');
      }
      entry.failures += 1;
    } finally {
      entry.fetchedAt = now();
      entry.inFlight = false;
    }
  }

  function get(url: string): T | undefined {
    let entry = entries.get(url);
    if (entry) {
      // Most recently used last, so the first key is the one to drop.
      entries.delete(url);
      entries.set(url, entry);
    } else {
      entry = {
        value: undefined,
        etag: undefined,
        fetchedAt: -Infinity,
        inFlight: false,
        failures: 0,
      };
      entries.set(url, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) {
          break;
        }
        entries.delete(oldest);
      }
    }
    const wait =
      entry.failures === 0 ? ttlMs : Math.min(ttlMs, retryMs * 2 ** (entry.failures - 1));
    if (!entry.inFlight && now() - entry.fetchedAt >= wait) {
      entry.inFlight = true;
      // refresh() catches every failure itself: nothing reaches the page.
      void refresh(url, entry);
    }
    return entry.value;
  }

  return { get };
}
