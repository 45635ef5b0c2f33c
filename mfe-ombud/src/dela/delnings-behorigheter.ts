// Which of the original's permissions a share may carry (SPEC §2, §4): all of them, except
// the right to share itself once the share reaches transportfullmaktMaxLed, because a
// power at the depth limit cannot be shared further (the server refuses it the same way).
import { DELA_VIDARE_BEHORIGHET_KOD } from '@fullmakt/shared';
import type { Behorighetslistpost, Fullmakt } from '@fullmakt/shared';

/** The depth of a share made from `ursprung`: one more than the original's. */
export function delningensLed(ursprung: Pick<Fullmakt, 'vidaredelning'>): number {
  return (ursprung.vidaredelning ?? 0) + 1;
}

/** True when a share at depth `led` may pass the right to share on. */
export function kanBaraDelningsratt(led: number, maxLed: number): boolean {
  return led < maxLed;
}

/** The permission list of a share at depth `led`, without the right to share at the limit. */
export function behorigheterForDelning(
  lista: readonly Behorighetslistpost[],
  led: number,
  maxLed: number,
): Behorighetslistpost[] {
  return kanBaraDelningsratt(led, maxLed)
    ? [...lista]
    : lista.filter((b) => b.kod !== DELA_VIDARE_BEHORIGHET_KOD);
}

/** The power carries the right to share onward. */
export function barDelningsratt(fullmakt: Pick<Fullmakt, 'behorigheter'>): boolean {
  return fullmakt.behorigheter.some((b) => b.kod === DELA_VIDARE_BEHORIGHET_KOD);
}
