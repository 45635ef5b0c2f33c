import type { ApiFelkod } from '@fullmakt/shared/domain';
import { apiFelmeddelande } from '@fullmakt/shared/texts';

/**
 * A refusal with a §8 code. The message defaults to the catalogue text; a §5 rule passes
 * its own exact Swedish message instead.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly kod: ApiFelkod,
    meddelande?: string,
  ) {
    super(meddelande ?? apiFelmeddelande(kod));
  }

  toBody(): { kod: ApiFelkod; meddelande: string } {
    return { kod: this.kod, meddelande: this.message };
  }
}

export const notFound = (kod: ApiFelkod = 'fullmakt.saknas', meddelande?: string) =>
  new ApiError(404, kod, meddelande);
export const forbidden = (kod: ApiFelkod = 'anvandare.obehorig', meddelande?: string) =>
  new ApiError(403, kod, meddelande);
export const conflict = (kod: ApiFelkod, meddelande?: string) => new ApiError(409, kod, meddelande);
export const invalid = (kod: ApiFelkod, meddelande?: string) => new ApiError(400, kod, meddelande);
export const unauthorized = () => new ApiError(401, 'auth.error');
