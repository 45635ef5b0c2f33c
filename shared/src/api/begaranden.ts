// Requests for a power (issue 32 item 1): ask, list sent and received, one, decline.
import {
  BegaranListaSvarSchema,
  BegaranSchema,
  BegaranSkickadSvarSchema,
  BlockeradeSvarSchema,
  type AvbojBegaran,
  type Begaran,
  type BegaranListaSvar,
  type BegaranSkickadSvar,
  type BlockeradBegarare,
  type SkapaBegaran,
} from '../domain/begaran';
import { LIST_PAGE_SIZE } from '../domain/constants';
import { getApiRoutes } from './config';
import { anropa } from './request';

/** POST /api/dfm/begaranden: the same answer for every grantor. */
export function skickaBegaran(begaran: SkapaBegaran): Promise<BegaranSkickadSvar> {
  return anropa(getApiRoutes().skapaBegaran, BegaranSkickadSvarSchema, { body: begaran });
}

/**
 * One API page (20, newest first) of the requests `partId` sent (as holder), or of the open
 * ones to it (as grantor, with how many requesters it blocked).
 */
export function listaBegaranSida(
  sida: 'skickade' | 'mottagna',
  partId: string,
  apiSida: number,
  signal?: AbortSignal,
): Promise<BegaranListaSvar> {
  const route =
    sida === 'skickade' ? getApiRoutes().skickadeBegaranden : getApiRoutes().mottagnaBegaranden;
  return anropa(route, BegaranListaSvarSchema, {
    body: { part: { id: partId }, page: { page: apiSida, size: LIST_PAGE_SIZE } },
    signal,
  });
}

/**
 * The first page's requests alone: kept as 1.4.0 had it for a remote built against that
 * release (it runs on the shell's copy of this package); new code pages with
 * listaBegaranSida (useBegaranLista).
 */
export async function listaBegaranden(
  sida: 'skickade' | 'mottagna',
  partId: string,
  signal?: AbortSignal,
): Promise<Begaran[]> {
  return (await listaBegaranSida(sida, partId, 0, signal)).begaranden;
}

/** The requesters the grantor `partId` blocked. */
export async function listaBlockerade(
  partId: string,
  signal?: AbortSignal,
): Promise<BlockeradBegarare[]> {
  const svar = await anropa(getApiRoutes().blockeradeBegarare, BlockeradeSvarSchema, {
    body: { part: { id: partId } },
    signal,
  });
  return svar.blockerade;
}

/** Takes a blocked requester back; answers those still blocked. */
export async function taBortBlockering(
  partId: string,
  begarareId: string,
): Promise<BlockeradBegarare[]> {
  const svar = await anropa(getApiRoutes().taBortBlockering, BlockeradeSvarSchema, {
    body: { part: { id: partId }, begarare: { id: begarareId } },
  });
  return svar.blockerade;
}

/**
 * One request, as the page asking sees it: `som` the grantor's page or the requester's
 * (a request opened on the other side's page is not found); either when left out.
 */
export function hamtaBegaran(
  id: string,
  signal?: AbortSignal,
  som?: 'givare' | 'begarare',
): Promise<Begaran> {
  return anropa(getApiRoutes().begaran, BegaranSchema, {
    params: { id },
    ...(som === undefined ? {} : { query: { som } }),
    signal,
  });
}

export function avbojBegaran(id: string, val: AvbojBegaran): Promise<Begaran> {
  return anropa(getApiRoutes().avbojBegaran, BegaranSchema, { params: { id }, body: val });
}
