// Every failed call ends as an ApiError with a catalogue code (SPEC §8), so that callers
// show apiFelmeddelande(error.kod) and never deal with axios or HTTP details.
import { isAxiosError, isCancel } from 'axios';
import { ApiFelSvarSchema } from '../domain/fel';
import { arApiFelkod } from '../domain/error-codes';
import type { ApiFelkod } from '../domain/error-codes';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * The server's own Swedish text when it gave one (for example which §5 rule a holder
   * broke), so a form can show it at the field instead of the catalogue's summary.
   */
  readonly meddelande?: string;

  constructor(
    /** A catalogue code: the server's, or network.error, network.timeout, okant.fel. */
    readonly kod: ApiFelkod,
    /** HTTP status when the server answered. */
    readonly status?: number,
    /** The server's own code when it was not in the catalogue, for logs. */
    readonly serverKod?: string,
    options?: { cause?: unknown; meddelande?: string },
  ) {
    super(kod, { cause: options?.cause });
    this.meddelande = options?.meddelande;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request cancelled by a newer one: callers ignore it rather than show an error. */
export function arAvbruten(error: unknown): boolean {
  return isCancel(error) || (error instanceof DOMException && error.name === 'AbortError');
}

const TIMEOUT_KODER = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Maps any thrown value from a call to an ApiError. Cancellations are returned unchanged. */
export function normaliseraFel(error: unknown): unknown {
  if (isApiError(error) || arAvbruten(error)) {
    return error;
  }
  if (!isAxiosError(error)) {
    return new ApiError('okant.fel', undefined, undefined, { cause: error });
  }
  const svar = error.response;
  if (!svar) {
    const kod = TIMEOUT_KODER.has(error.code ?? '') ? 'network.timeout' : 'network.error';
    return new ApiError(kod, undefined, undefined, { cause: error });
  }
  const body = ApiFelSvarSchema.safeParse(svar.data);
  if (body.success) {
    const serverKod = body.data.kod;
    return new ApiError(arApiFelkod(serverKod) ? serverKod : 'okant.fel', svar.status, serverKod, {
      cause: error,
      meddelande: body.data.meddelande,
    });
  }
  if (svar.status === 401) {
    return new ApiError('auth.error', svar.status, undefined, { cause: error });
  }
  return new ApiError('okant.fel', svar.status, undefined, { cause: error });
}

/** The server answered with a 5xx: its fault, not the user's input or the network. */
export function arServerfel(error: unknown): boolean {
  return isApiError(error) && error.status !== undefined && error.status >= 500;
}
