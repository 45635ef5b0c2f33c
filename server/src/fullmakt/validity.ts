import type { GiltighetsGranser } from '@fullmakt/shared/domain';
import { addYears } from '../core/clock';
import type { Settings } from '../core/settings';

/**
 * The bounds of a validity period (SPEC §5 {min} and {max}): from today, at most
 * `giltighetMaxAr` years ahead, and for a power shared onward never past its origin's end.
 * One function, so the date check and the runtime config the browser reads cannot disagree.
 */
export function validityBounds(
  settings: Pick<Settings, 'giltighetMaxAr'>,
  today: string,
  originTom?: string | null,
): Required<Pick<GiltighetsGranser, 'min' | 'max'>> {
  const horizon = addYears(today, settings.giltighetMaxAr);
  // Stryker disable next-line EqualityOperator: equivalent: an origin ending on the horizon gives the same max either way.
  const max = originTom && originTom < horizon ? originTom : horizon;
  return { min: today, max };
}
