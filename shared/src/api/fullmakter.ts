// Powers: search, view one, revoke and return.
import { FullmaktListaSvarSchema } from '../domain/listing';
import type { FullmaktFilter, FullmaktListaSvar } from '../domain/listing';
import { FullmaktSchema } from '../domain/fullmakt';
import type { Fullmakt } from '../domain/fullmakt';
import { AterkallaSvarSchema, AterlamnaSvarSchema } from '../domain/underskrift';
import type { AterkallaSvar, AterlamnaSvar } from '../domain/underskrift';
import { HistorikSvarSchema, type HistorikSvar } from '../domain/historik';
import { getApiRoutes } from './config';
import { fyllSokvag } from '../domain/api-paths';
import { httpKlient } from './client';
import { anropa } from './request';

/** POST /api/dfm/sok/fullmakter. */
export function sokFullmakter(
  filter: FullmaktFilter,
  signal?: AbortSignal,
): Promise<FullmaktListaSvar> {
  return anropa(getApiRoutes().sokFullmakter, FullmaktListaSvarSchema, {
    body: { filter },
    signal,
  });
}

/** GET /api/dfm/tredjeman/{orgnummer}/fullmakter/{id}?utdelning=current. */
export function hamtaFullmakt(
  orgnummer: string,
  id: string,
  signal?: AbortSignal,
): Promise<Fullmakt> {
  return anropa(getApiRoutes().fullmakt, FullmaktSchema, {
    params: { orgnummer, id },
    query: { utdelning: 'current' },
    signal,
  });
}

/** Revokes a power and the powers shared onward from it; the reply counts them. */
export function aterkallaFullmakt(id: string): Promise<AterkallaSvar> {
  return anropa(getApiRoutes().aterkalla, AterkallaSvarSchema, {
    params: { id },
    idempotent: true,
  });
}

/** Returns a received power. */
export function aterlamnaFullmakt(id: string): Promise<AterlamnaSvar> {
  return anropa(getApiRoutes().aterlamna, AterlamnaSvarSchema, {
    params: { id },
    idempotent: true,
  });
}

/** GET {fullmakterApi}/fullmakter/{id}/historik: the power's events, newest first. */
export function hamtaHistorik(id: string, signal?: AbortSignal): Promise<HistorikSvar> {
  return anropa(getApiRoutes().historik, HistorikSvarSchema, { params: { id }, signal });
}

/** GET {fullmakterApi}/fullmakter/{id}/pdf: the power as a PDF, for its grantor side and holders. */
export async function hamtaFullmaktPdf(id: string): Promise<Blob> {
  const route = getApiRoutes().fullmaktPdf;
  const svar = await httpKlient.request<Blob>({
    method: route.method,
    url: fyllSokvag(route.path, { id }),
    responseType: 'blob',
  });
  return svar.data;
}
