// Third parties: GET {tredjemanApi}/tredjeman?page=0&size=100, sorted by name with Swedish
// collation, case-insensitive.
import { TredjemanListaSvarSchema } from '../domain/tredjeman';
import type { Tredjeman } from '../domain/tredjeman';
import type { AppMode } from '../domain/app-mode';
import {
  TREDJEMAN_FETCH_PAGE,
  TREDJEMAN_FETCH_SIZE,
  compareSwedishNames,
} from '../domain/constants';
import { getApiRoutes } from './config';
import { anropa } from './request';

/**
 * With a mode, the server lists only the third parties whose create right covers that mode
 * (a private person is never offered one that lets only organisations create); without one,
 * every third party (the public partners list).
 */
export async function hamtaTredjeman(signal?: AbortSignal, roll?: AppMode): Promise<Tredjeman[]> {
  const svar = await anropa(getApiRoutes().tredjeman, TredjemanListaSvarSchema, {
    query: {
      page: TREDJEMAN_FETCH_PAGE,
      size: TREDJEMAN_FETCH_SIZE,
      ...(roll ? { roll } : {}),
    },
    signal,
  });
  return [...svar.tredjeman].sort((a, b) => compareSwedishNames(a.namn, b.namn));
}
