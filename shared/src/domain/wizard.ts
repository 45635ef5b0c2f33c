// Pure wizard rules of SPEC §2 and §4: step order, valid flags, step prerequisites,
// cloning, and picking the signing option. The zustand store applies them.
// zod/mini: the store (in the first view) imports this file, so it must not load classic zod.
import { z } from 'zod/mini';
import type { FullmaktsgivarRoll } from './app-mode';
import type { Fullmakt } from './fullmakt';
import type { SkapandeTillstand } from './creation-state';
import type { Signeringsalternativ } from './signering';
import { arAllaObligatoriska, arEnsamSignatar } from './validate-signatarer';
import { arPersonTyp } from './identity';

export const SkapaStegSchema = z.enum([
  'tredjeman',
  'mallar',
  'giltighet',
  'behorighet',
  'signering',
  'underskrift',
]);
export type SkapaSteg = z.infer<typeof SkapaStegSchema>;

export const ORGANISATION_STEG: readonly SkapaSteg[] = [
  'tredjeman',
  'mallar',
  'giltighet',
  'behorighet',
  'signering',
  'underskrift',
];
export const PRIVAT_STEG: readonly SkapaSteg[] = [
  'tredjeman',
  'mallar',
  'giltighet',
  'behorighet',
  'underskrift',
];
/** Share flows (dela vidare) start from a received power: validity, permissions, signature. */
export const DELA_STEG: readonly SkapaSteg[] = ['giltighet', 'behorighet', 'underskrift'];

export interface StegordningVal {
  /** A share-onward flow. */
  transport?: boolean;
  /** False when the signing options say the user needs no signing choice. */
  signeringsvalBehovs?: boolean;
}

/** The steps in order for a role: organisations choose signatories (also when sharing), private persons do not. */
export function stegordning(roll: FullmaktsgivarRoll, val: StegordningVal = {}): SkapaSteg[] {
  if (val.transport) {
    // An organisation holder shares as the organisation: its signatories are chosen too,
    // unless its one signing group leaves nothing to choose (issue 36 item 9).
    return roll === 'Organisation' && val.signeringsvalBehovs !== false
      ? DELA_STEG.flatMap((steg) =>
          steg === 'underskrift' ? ['signering' as const, steg] : [steg],
        )
      : [...DELA_STEG];
  }
  if (roll === 'Privat') {
    return [...PRIVAT_STEG];
  }
  return ORGANISATION_STEG.filter(
    (steg) => steg !== 'signering' || val.signeringsvalBehovs !== false,
  );
}

/**
 * Whether the user must choose signatories: not when there is only one option and it
 * leaves nothing to choose (the user alone, or everyone mandatory).
 */
export function behoverSigneringsval(
  alternativ: readonly Signeringsalternativ[],
  anvandarId?: string,
): boolean {
  const [enda, ...ovriga] = alternativ;
  if (enda === undefined || ovriga.length > 0) {
    return enda !== undefined;
  }
  return !(arEnsamSignatar(enda, anvandarId) || arAllaObligatoriska(enda));
}

export const GiltigaStegSchema = z.partialRecord(SkapaStegSchema, z.boolean());
export type GiltigaSteg = z.infer<typeof GiltigaStegSchema>;

/** The flags a new wizard starts with: only the first step valid. */
export function startGiltighet(ordning: readonly SkapaSteg[]): GiltigaSteg {
  const forsta = ordning[0];
  return forsta === undefined ? {} : { [forsta]: true };
}

/** Completing a step marks it and every earlier step valid. */
export function markeraKlart(
  flaggor: GiltigaSteg,
  ordning: readonly SkapaSteg[],
  steg: SkapaSteg,
): GiltigaSteg {
  const index = ordning.indexOf(steg);
  const ny: GiltigaSteg = { ...flaggor };
  ordning.slice(0, index + 1).forEach((s) => {
    ny[s] = true;
  });
  return ny;
}

/** Changing a step invalidates every later step. */
export function ogiltigforEfter(
  flaggor: GiltigaSteg,
  ordning: readonly SkapaSteg[],
  steg: SkapaSteg,
): GiltigaSteg {
  const index = ordning.indexOf(steg);
  if (index < 0) {
    return flaggor;
  }
  const ny: GiltigaSteg = { ...flaggor };
  ordning.slice(index + 1).forEach((s) => {
    ny[s] = false;
  });
  return ny;
}

/** 1-based position of a step and the total, for 'Steg {step} av {total}'. */
export function stegPosition(
  ordning: readonly SkapaSteg[],
  steg: SkapaSteg,
): { step: number; total: number } {
  return { step: ordning.indexOf(steg) + 1, total: ordning.length };
}

/** The prerequisites of SPEC §2 Guards for entering a step (a failed one sends the user back). */
export function stegForutsattningUppfylld(
  steg: SkapaSteg,
  s: SkapandeTillstand,
  transport = false,
): boolean {
  const roll = s.fullmaktsgivarroll;
  const rollOk =
    transport ||
    (roll === 'Organisation' && s.fullmaktsgivare !== undefined) ||
    (roll === 'Privat' &&
      s.fullmaktsgivare !== undefined &&
      (arPersonTyp(s.fullmaktsgivare.typ) || s.fullmaktsgivare.typ === 'gdnr'));
  if (!rollOk) {
    return false;
  }
  if (transport && s.ursprung === undefined) {
    return false;
  }
  const havareOchStart = s.fullmaktshavare.length > 0 && s.fullmakt?.giltigFrom !== undefined;
  switch (steg) {
    case 'tredjeman':
      return true;
    case 'mallar':
      return s.tredjeman !== undefined;
    case 'giltighet':
      return transport || s.mall !== undefined;
    case 'behorighet':
      // "Organisations also need signatories": the signatory step comes later, so this can
      // only mean that signing options exist for the organisation.
      return (
        havareOchStart &&
        (roll !== 'Organisation' || transport || s.signeringsalternativ.length > 0)
      );
    case 'signering':
      return havareOchStart;
    case 'underskrift':
      return (
        havareOchStart &&
        s.behorighetslista.some((b) => b.vald) &&
        (roll !== 'Organisation' || transport || s.signeringsval !== undefined)
      );
  }
}

/** A copy of a power with a new id and creation time; the rest is kept. */
export function klonaFullmakt(fullmakt: Fullmakt, nyttId: string, nu: Date = new Date()): Fullmakt {
  return { ...fullmakt, id: nyttId, skapadTidpunkt: nu.toISOString() };
}

/** The id of the only fitting signing option, or undefined when there are none or several. */
export function valjEndaSigneringsalternativ(
  alternativ: readonly Signeringsalternativ[],
): string | undefined {
  // Stryker disable next-line OptionalChaining: equivalent: with length 1 the first entry exists; `?.` is for the type checker.
  return alternativ.length === 1 ? alternativ[0]?.id : undefined;
}
