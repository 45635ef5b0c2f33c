// The signed-in person's own sessions: GET /api/sessioner, DELETE /api/sessioner/:sessionId.
import { SessionListaSvarSchema, type InloggningsSession } from '../domain/sessioner';
import { getApiRoutes } from './config';
import { anropa, skicka } from './request';

export async function hamtaSessioner(signal?: AbortSignal): Promise<InloggningsSession[]> {
  return (await anropa(getApiRoutes().sessioner, SessionListaSvarSchema, { signal })).sessioner;
}

/** Ends one of the person's sessions (another browser's): its tokens stop at once. */
export async function avslutaSession(id: string): Promise<void> {
  await skicka(getApiRoutes().avslutaSession, { params: { sessionId: id } });
}
