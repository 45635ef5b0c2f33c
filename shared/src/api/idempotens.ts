// One Idempotency-Key per user action: a write whose answer was lost (the network dropped
// after "Skriv under") is sent again with the same key, and the server answers it with the
// first answer instead of doing it twice.
import { ApiError } from './errors';

export const IDEMPOTENS_HUVUD = 'Idempotency-Key';

/** How long to wait before each new attempt of a write whose answer did not come. */
export const OMFORSOK_VANTETIDER_MS = [300, 1_000] as const;

/** A fresh key: a random UUID (also where crypto.randomUUID is missing, as over plain http). */
export function nyIdempotensnyckel(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Worth sending again with the same key: no answer at all, or the server (or a proxy in
 * front of it) could not handle it right now. A refusal (4xx) or a 500 is the answer.
 */
export function arOmforsokbart(error: unknown): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  if (error.status === undefined) {
    return error.kod === 'network.error' || error.kod === 'network.timeout';
  }
  return error.status === 502 || error.status === 503 || error.status === 504;
}
