// The maintenance file. 404 means login on and no message; any other failure means login
// off, so that a broken maintenance setup fails closed.
import { DRIFTINFO_FEL, DRIFTINFO_SAKNAS, DriftinfoSchema } from '../domain/config';
import type { Driftinfo } from '../domain/config';
import { getApiRoutes } from './config';
import { anropa } from './request';
import { isApiError } from './errors';

export async function hamtaDriftinfo(signal?: AbortSignal): Promise<Driftinfo> {
  try {
    return await anropa(getApiRoutes().driftinfo, DriftinfoSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return DRIFTINFO_SAKNAS;
    }
    return DRIFTINFO_FEL;
  }
}
