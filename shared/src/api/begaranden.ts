// Requests for a power (issue 32 item 1): ask, list sent and received, one, decline.
import {
  BegaranListaSvarSchema,
  BegaranSchema,
  BegaranSkickadSvarSchema,
  type AvbojBegaran,
  type Begaran,
  type BegaranSkickadSvar,
  type SkapaBegaran,
} from '../domain/begaran';
import { getApiRoutes } from './config';
import { anropa } from './request';

/** POST /api/dfm/begaranden: the same answer for every grantor. */
export function skickaBegaran(begaran: SkapaBegaran): Promise<BegaranSkickadSvar> {
  return anropa(getApiRoutes().skapaBegaran, BegaranSkickadSvarSchema, { body: begaran });
}

/** The requests `partId` sent (as holder), or the open ones to it (as grantor). */
export async function listaBegaranden(
  sida: 'skickade' | 'mottagna',
  partId: string,
  signal?: AbortSignal,
): Promise<Begaran[]> {
  const route =
    sida === 'skickade' ? getApiRoutes().skickadeBegaranden : getApiRoutes().mottagnaBegaranden;
  const svar = await anropa(route, BegaranListaSvarSchema, {
    body: { part: { id: partId } },
    signal,
  });
  return svar.begaranden;
}

export function hamtaBegaran(id: string, signal?: AbortSignal): Promise<Begaran> {
  return anropa(getApiRoutes().begaran, BegaranSchema, { params: { id }, signal });
}

export function avbojBegaran(id: string, val: AvbojBegaran): Promise<Begaran> {
  return anropa(getApiRoutes().avbojBegaran, BegaranSchema, { params: { id }, body: val });
}
