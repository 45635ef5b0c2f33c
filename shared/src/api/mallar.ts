// The templates a third party offers: POST /api/dfm/tredjeman/{tredjeman}/mallar, one page of 1000.
import { MallListaSvarSchema } from '../domain/mall';
import type { Mall } from '../domain/mall';
import { MALL_FETCH_SIZE } from '../domain/constants';
import { getApiRoutes } from './config';
import { anropa } from './request';

export async function hamtaMallar(tredjeman: string, signal?: AbortSignal): Promise<Mall[]> {
  const svar = await anropa(getApiRoutes().mallar, MallListaSvarSchema, {
    params: { tredjeman },
    body: { page: 0, size: MALL_FETCH_SIZE },
    signal,
  });
  return svar.mallar;
}
