// Third parties: GET {tredjemanApi}/tredjeman?page=0&size=100, sorted by name with Swedish
// collation, case-insensitive.
import { TredjemanListaSvarSchema } from '../domain/tredjeman';
import type { Tredjeman } from '../domain/tredjeman';
import {
  TREDJEMAN_FETCH_PAGE,
  TREDJEMAN_FETCH_SIZE,
  compareSwedishNames,
} from '../domain/constants';
import { getApiRoutes } from './config';
import { anropa } from './request';

export async function hamtaTredjeman(signal?: AbortSignal): Promise<Tredjeman[]> {
  const svar = await anropa(getApiRoutes().tredjeman, TredjemanListaSvarSchema, {
    query: { page: TREDJEMAN_FETCH_PAGE, size: TREDJEMAN_FETCH_SIZE },
    signal,
  });
  return [...svar.tredjeman].sort((a, b) => compareSwedishNames(a.namn, b.namn));
}
