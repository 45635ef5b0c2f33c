// The maintenance file. 404 means login on and no message; any other failure means login
// off, so that a broken maintenance setup fails closed. A public static file read before
// the first render with fetch, so the start page needs no API client for it.
import { DRIFTINFO_FEL, DRIFTINFO_SAKNAS, DriftinfoSchema } from '../domain/config';
import type { Driftinfo } from '../domain/config';
import { apiRoutes } from '../domain/api-paths';

export async function hamtaDriftinfo(signal?: AbortSignal): Promise<Driftinfo> {
  try {
    const response = await fetch(apiRoutes().driftinfo.path, { cache: 'no-cache', signal });
    if (response.status === 404) {
      return DRIFTINFO_SAKNAS;
    }
    if (!response.ok) {
      return DRIFTINFO_FEL;
    }
    const parsed = DriftinfoSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : DRIFTINFO_FEL;
  } catch {
    return DRIFTINFO_FEL;
  }
}
