// SPEC §5 Signatories: how many of a signing group are chosen, who must be, and how much
// room is left.
import { signatarTexter } from '../texts/validation';
import type { Signeringsalternativ } from './signering';

export interface SignatarStatus {
  /** The first problem, or undefined when the choice may be saved. */
  fel?: string;
  /** How many more people may still be chosen, counting unchosen mandatory members as taken. */
  kvar: number;
  /** The remaining-count hint to show. */
  tips: string;
  /** How many more must be chosen to reach min. */
  saknas: number;
}

/** The upper limit: max when given, but never more than the group has members. */
function taket(alternativ: Signeringsalternativ): number {
  return Math.min(alternativ.max ?? alternativ.personer.length, alternativ.personer.length);
}

/** Mandatory members not yet chosen. */
export function ovaldaObligatoriska(
  alternativ: Signeringsalternativ,
  valda: readonly string[],
): string[] {
  return alternativ.personer
    .filter((p) => p.obligatorisk && !valda.includes(p.id))
    .map((p) => p.id);
}

/** Checks a choice of signatories against a signing option. */
export function valideraSignatarer(
  alternativ: Signeringsalternativ,
  valda: readonly string[],
): SignatarStatus {
  const unika = [...new Set(valda)];
  const medlemmar = new Set(alternativ.personer.map((p) => p.id));
  const kvar = Math.max(
    0,
    taket(alternativ) - unika.length - ovaldaObligatoriska(alternativ, unika).length,
  );
  const min = alternativ.min ?? 0;
  const saknas = Math.max(0, min - unika.length);
  // Below min the hint says how many more are needed; 'you can choose 4 more' read as a
  // maximum to someone who had to choose at least 2.
  const tips =
    saknas > 0
      ? signatarTexter.saknas(saknas)
      : kvar > 0
        ? signatarTexter.kvar(kvar)
        : signatarTexter.ingaKvar;
  const status = (fel?: string): SignatarStatus =>
    fel === undefined ? { kvar, tips, saknas } : { fel, kvar, tips, saknas };

  if (unika.some((id) => !medlemmar.has(id))) {
    return status(signatarTexter.utanforGrupp);
  }
  // Stryker disable next-line ConditionalExpression: equivalent: a comparison with undefined is false; the guard is for the type checker.
  if (alternativ.max !== undefined && unika.length > alternativ.max) {
    return status(signatarTexter.forManga);
  }
  if (unika.length < min) {
    return status(signatarTexter.minst(min));
  }
  // SPEC's "unless the whole group is chosen" never applies: every chosen id is a member
  // (checked above), so choosing the whole group already includes every mandatory member.
  if (ovaldaObligatoriska(alternativ, unika).length > 0) {
    return status(signatarTexter.obligatoriskSaknas);
  }
  return status();
}

/** Whether one more person can be chosen without leaving out a mandatory member. */
export function kanValjaFler(alternativ: Signeringsalternativ, valda: readonly string[]): boolean {
  return valideraSignatarer(alternativ, valda).kvar > 0;
}

/** A group with min 1 in which the person is the only option (e.g. a sole signatory). */
export function arEnsamSignatar(alternativ: Signeringsalternativ, personId?: string): boolean {
  const [enda, ...ovriga] = alternativ.personer;
  return (
    alternativ.min === 1 &&
    enda !== undefined &&
    ovriga.length === 0 &&
    (personId === undefined || enda.id === personId)
  );
}

/** A group in which everyone is mandatory: there is nothing to choose. */
export function arAllaObligatoriska(alternativ: Signeringsalternativ): boolean {
  return alternativ.personer.length > 0 && alternativ.personer.every((p) => p.obligatorisk);
}

/**
 * The signatories of a group that leaves nothing to choose (SPEC §5's two flagged kinds: a
 * min-1 group of one person, or everyone mandatory), or undefined when someone must choose.
 * The wizard drops the signatory step for such a group (§2), so the browser fills these in
 * and the server takes them when a signing comes without a choice: one rule for both.
 */
export function givnaSignatarer(alternativ: Signeringsalternativ): string[] | undefined {
  return arEnsamSignatar(alternativ) || arAllaObligatoriska(alternativ)
    ? alternativ.personer.map((p) => p.id)
    : undefined;
}

/** The ids chosen from the start: every mandatory member, or the only person of a single-person group. */
export function forvaldaSignatarer(alternativ: Signeringsalternativ): string[] {
  return (
    givnaSignatarer(alternativ) ??
    alternativ.personer.filter((p) => p.obligatorisk).map((p) => p.id)
  );
}

/**
 * Whether the person may sign for the organisation alone: some option they belong to is
 * fulfilled by their signature only (min 1, and no other mandatory member).
 */
export function kanTecknaEnsam(
  alternativ: readonly Signeringsalternativ[],
  personId: string,
): boolean {
  return alternativ.some(
    (a) =>
      a.personer.some((p) => p.id === personId) &&
      valideraSignatarer(a, [personId]).fel === undefined,
  );
}
