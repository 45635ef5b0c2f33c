// The four API bases of SPEC §7. Defaults match the server; a deployment may change them
// at start (from its runtime config) before the first call.
import type { ApiBases, ApiRoutes } from '../domain/api-paths';
import { DEFAULT_API_BASES, apiRoutes } from '../domain/api-paths';

let bases: ApiBases = { ...DEFAULT_API_BASES };
let routes: ApiRoutes = apiRoutes(bases);

export function setApiBases(andrade: Partial<ApiBases>): void {
  bases = { ...bases, ...andrade };
  routes = apiRoutes(bases);
}

export function getApiBases(): ApiBases {
  return { ...bases };
}

/** The route table for the current bases. */
export function getApiRoutes(): ApiRoutes {
  return routes;
}
