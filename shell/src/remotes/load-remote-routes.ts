import type { RouteObject } from 'react-router';
import { z } from 'zod/mini';
import type { RemoteName } from '@fullmakt/shared/first-view';
import { loadRemoteModule } from './load-remote-module';
import { preloadFlode } from './preload-flode';

/** A remote that answers slower than this counts as unavailable; the user can try again. */
export const remoteLoadTimeoutMs = 10_000;

const exposedRoutesSchema = z.object({
  routes: z.array(z.custom<RouteObject>((value) => typeof value === 'object' && value !== null)),
});

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: unknown,
  ) {
    super(
      `Remote ${remote} could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A failed entry or chunk is asked for once more: Module Federation forgets failed loads. */
const attempts = 2;

async function loadWithRetry(name: RemoteName, load: typeof loadRemoteModule): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load(name);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Loads a remote's exposed `./routes` within the time limit and checks that it is a route list. */
export async function loadRemoteRoutes(
  name: RemoteName,
  timeoutMs = remoteLoadTimeoutMs,
  load: typeof loadRemoteModule = loadRemoteModule,
): Promise<RouteObject[]> {
  preloadFlode(name);
  try {
    const exposed = await withTimeout(loadWithRetry(name, load), timeoutMs);
    return exposedRoutesSchema.parse(exposed).routes;
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
}
