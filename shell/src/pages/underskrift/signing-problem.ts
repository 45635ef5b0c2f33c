import { apiFelmeddelande, underskriftTexter, type UnderskriftUtfall } from '@fullmakt/shared';
import { isApiError } from '@fullmakt/shared/api';

/** The reasons the signing problem page knows, as its `orsak` query says them. */
export type SigningProblem = 'avbruten' | 'misslyckad' | 'saknas';

/** A signing result that is not a signature, as a problem (SPEC §4: aborted, failed, none found). */
export function problemFor(utfall: UnderskriftUtfall): SigningProblem | undefined {
  switch (utfall) {
    case 'AVBRUTEN':
      return 'avbruten';
    case 'MISSLYCKAD':
      return 'misslyckad';
    case 'SAKNAS':
      return 'saknas';
    default:
      return undefined;
  }
}

/** The §8 sign error for a problem; an unknown reason is the generic one. */
export function problemMessage(problem: string | null): string {
  switch (problem) {
    case 'avbruten':
      return underskriftTexter.avbruten;
    case 'saknas':
      return underskriftTexter.hittadesInte;
    default:
      return underskriftTexter.allmant;
  }
}

/** A failed result call: no signing with that ticket for this user, or the §8 message of the code. */
export function resultErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404 || error.kod === 'fullmakt.underskrift.saknas') {
      return underskriftTexter.hittadesInte;
    }
    return apiFelmeddelande(error.kod);
  }
  return underskriftTexter.allmant;
}
