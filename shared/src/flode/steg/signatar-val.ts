// The pure part of the signatory step (SPEC §5 Signatories): what is chosen from the start,
// how a group is named, and the signatories sent with the signature.
import { signatarId } from '../../domain/parties';
import type { Signatar } from '../../domain/parties';
import { personForMedlem } from '../../domain/signatar-medlem';
import type { Signeringsalternativ, SigneringsPerson } from '../../domain/signering';
import {
  arAllaObligatoriska,
  arEnsamSignatar,
  forvaldaSignatarer,
} from '../../domain/validate-signatarer';
import { personNamn } from '../../texts/formatters';
import { signeringsstegTexter } from '../../texts/organisation';

/** The group's label: its name and how many of how many sign, e.g. 'Styrelsen, minst 2 av 4'. */
export function gruppEtikett(a: Signeringsalternativ): string {
  return `${a.namn}, ${signeringsstegTexter.grans(a.min, a.max, a.personer.length)}`;
}

/** Nothing to choose in the group: the user alone, or everyone mandatory (chosen for the user). */
export function arLast(a: Signeringsalternativ, anvandarId: string | undefined): boolean {
  return arEnsamSignatar(a, anvandarId) || arAllaObligatoriska(a);
}

/** Why the group is chosen for the user, or undefined when the user chooses. */
export function lastForklaring(
  a: Signeringsalternativ,
  anvandarId: string | undefined,
): string | undefined {
  if (arEnsamSignatar(a, anvandarId)) {
    return signeringsstegTexter.ensamForvald;
  }
  return arAllaObligatoriska(a) ? signeringsstegTexter.allaObligatoriskaForvald : undefined;
}

/** The ids chosen when a group is shown: the earlier choice in that group, else the §5 defaults. */
export function startval(
  a: Signeringsalternativ,
  tidigareVal: string | undefined,
  tidigare: readonly Signatar[],
): string[] {
  if (arLast(a, undefined)) {
    return a.personer.map((p) => p.id);
  }
  return tidigareVal === a.id && tidigare.length > 0
    ? tidigare.map(signatarId)
    : forvaldaSignatarer(a);
}

/** A group member's name (the formatted number when the registry gave none). */
export function medlemNamn(p: SigneringsPerson): string {
  return personNamn(personForMedlem(p));
}
