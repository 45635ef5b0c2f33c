// A member of a signing group as the power lists them: the browser's signatory step, the
// drafts it resumes and the groups that leave nothing to choose all name people this way.
import { tryTypaIdentitet } from './identity';
import type { Person, Signatar } from './parties';
import type { Signeringsalternativ, SigneringsPerson } from './signering';

/** A group member as a person: typed by number, with the registry's names when given. */
export function personForMedlem(p: SigneringsPerson): Person {
  return {
    id: p.id,
    typ: tryTypaIdentitet(p.id)?.typ ?? 'pnr',
    ...(p.fornamn !== undefined ? { fornamn: p.fornamn } : {}),
    ...(p.namn !== undefined ? { namn: p.namn } : {}),
  };
}

/** The chosen members of a group, in the group's order, as the power's signatories. */
export function signatarerIGrupp(
  grupp: Signeringsalternativ,
  valda: readonly string[],
): Signatar[] {
  return grupp.personer
    .filter((p) => valda.includes(p.id))
    .map((p) => ({ fysiskPerson: personForMedlem(p) }));
}
