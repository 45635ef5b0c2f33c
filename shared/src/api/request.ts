// One typed call: fill the route's path, send, and parse the reply with its zod schema so
// that nothing untyped flows inward. A reply that does not match is okant.fel.
import type { z } from 'zod';
import type { ApiRoute } from '../domain/api-paths';
import { fyllSokvag } from '../domain/api-paths';
import { httpKlient } from './client';
import { ApiError } from './errors';
import {
  IDEMPOTENS_HUVUD,
  OMFORSOK_VANTETIDER_MS,
  arOmforsokbart,
  nyIdempotensnyckel,
} from './idempotens';

export interface AnropVal {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A write that may be sent again: one Idempotency-Key for this call (one user action),
   * the same on its retries when no answer came or the service was briefly unavailable.
   */
  idempotent?: boolean;
}

async function skickaEnGang(
  route: ApiRoute,
  val: AnropVal,
  nyckel: string | undefined,
): Promise<unknown> {
  const svar = await httpKlient.request<unknown>({
    method: route.method,
    url: fyllSokvag(route.path, val.params),
    params: val.query,
    data: val.body,
    signal: val.signal,
    ...(nyckel === undefined ? {} : { headers: { [IDEMPOTENS_HUVUD]: nyckel } }),
  });
  return svar.data;
}

/** Sends a call and returns the raw body (for calls without a reply schema). */
export async function skicka(route: ApiRoute, val: AnropVal = {}): Promise<unknown> {
  if (!val.idempotent) {
    return skickaEnGang(route, val, undefined);
  }
  const nyckel = nyIdempotensnyckel();
  for (const vanta of OMFORSOK_VANTETIDER_MS) {
    try {
      return await skickaEnGang(route, val, nyckel);
    } catch (error) {
      if (!arOmforsokbart(error) || val.signal?.aborted) {
        throw error;
      }
      await new Promise((klar) => setTimeout(klar, vanta));
    }
  }
  return skickaEnGang(route, val, nyckel);
}

/** Sends a call and parses its reply. */
export async function anropa<S extends z.ZodType>(
  route: ApiRoute,
  schema: S,
  val: AnropVal = {},
): Promise<z.output<S>> {
  const data = await skicka(route, val);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('okant.fel', undefined, 'ogiltigt.svar', { cause: parsed.error });
  }
  return parsed.data;
}
