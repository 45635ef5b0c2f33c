// The maintenance file. 404 means login on and no message; any other failure means login
// off, so that a broken maintenance setup fails closed. A public static file read before
// the first render with fetch, so the start page needs no API client for it.
import { DRIFTINFO_FEL, DRIFTINFO_SAKNAS, DriftinfoSvarSchema } from '../domain/konfiguration-svar';
import type { Driftinfo } from '../domain/config';
import { apiRoutes } from '../domain/api-paths';

/** What an answer for the maintenance file means, by its status and (for 200) its body. */
export function driftinfoFranSvar(status: number, body: unknown): Driftinfo {
  if (status === 404) {
    return DRIFTINFO_SAKNAS;
  }
  if (status < 200 || status >= 300) {
    return DRIFTINFO_FEL;
  }
  const parsed = DriftinfoSvarSchema.safeParse(body);
  return parsed.success ? parsed.data : DRIFTINFO_FEL;
}

export async function hamtaDriftinfo(signal?: AbortSignal): Promise<Driftinfo> {
  try {
    const response = await fetch(apiRoutes().driftinfo.path, { cache: 'no-cache', signal });
    return driftinfoFranSvar(
      response.status,
      response.ok ? ((await response.json()) as unknown) : undefined,
    );
  } catch {
    return DRIFTINFO_FEL;
  }
}
