// The public check of a power by the code on its PDF: POST /api/verifiera, no sign-in.
import { VerifieringSvarSchema } from '../domain/verifiering';
import type { VerifieringSvar } from '../domain/verifiering';
import { getApiRoutes } from './config';
import { anropa } from './request';

/**
 * The verdict on a code. Every code that does not check out is an answer (KAN_INTE_VERIFIERAS),
 * not an error; the page's limit is an ApiError with status 429.
 */
export function verifieraKod(kod: string, signal?: AbortSignal): Promise<VerifieringSvar> {
  return anropa(getApiRoutes().verifiera, VerifieringSvarSchema, { body: { kod }, signal });
}
