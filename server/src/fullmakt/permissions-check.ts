import {
  DELA_VIDARE_BEHORIGHET_KOD,
  valideraBehorigheter,
  type Behorighet,
  type Behorighetslistpost,
  type MallBehorighet,
} from '@fullmakt/shared/domain';
import { ApiError, invalid } from '../core/api-error';

export interface PermissionRules {
  /** What may be chosen: the template's list, or for a share the origin's permissions. */
  offered: readonly MallBehorighet[];
  /** The power is shared onward from another one. */
  isShare: boolean;
  /** Whether the right to share onward may be passed on at all. */
  shareRightAllowed: boolean;
}

/**
 * The chosen permissions, checked with the shared §5 rule: at least one; for a power that
 * carries or comes from onward sharing, one besides the share right; every mandatory one
 * included; nothing the template (or the origin) does not offer. Texts come from the offer.
 */
export function checkPermissions(
  chosen: readonly Behorighet[],
  rules: PermissionRules,
): Behorighet[] {
  const chosenCodes = new Set(chosen.map((b) => b.kod));
  for (const kod of chosenCodes) {
    if (!rules.offered.some((o) => o.kod === kod)) {
      throw invalid('fullmakt.ogiltig');
    }
  }
  if (chosenCodes.has(DELA_VIDARE_BEHORIGHET_KOD) && !rules.shareRightAllowed) {
    throw new ApiError(
      409,
      rules.isShare ? 'fullmakt.inte.transportfullmakt' : 'mall.inte.transportfullmakt',
    );
  }
  const lista: Behorighetslistpost[] = rules.offered.map((o, index) => ({
    ...o,
    vald: chosenCodes.has(o.kod),
    index,
  }));
  if (lista.some((post) => post.obligatorisk && !post.vald)) {
    throw invalid('fullmakt.ogiltig');
  }
  const problem = valideraBehorigheter(
    lista,
    // Stryker disable next-line ConditionalExpression: equivalent: with the share right not chosen, every chosen permission is one besides it, so the rule holds whatever this says.
    rules.isShare || chosenCodes.has(DELA_VIDARE_BEHORIGHET_KOD),
  );
  if (problem) {
    throw invalid('fullmakt.ogiltig', problem);
  }
  return lista
    .filter((post) => post.vald)
    .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning }));
}
