// The signing choice an organisation's draft was saved with (signeringsmodell), as the
// wizard holds it: the option's id and its chosen persons as signatories with their names.
import { tryTypaIdentitet } from '../domain/identity';
import type { Signatar } from '../domain/parties';
import type { Utkast } from '../domain/utkast';

export function sparatSigneringsval(
  utkast: Utkast,
): { signeringsval: string; underskrifter: Signatar[] } | undefined {
  const modell = utkast.signeringsmodell;
  if (!modell?.signeringsval || !modell.underskrifter || modell.underskrifter.length === 0) {
    return undefined;
  }
  const grupp = modell.signeringsalternativ.find((a) => a.id === modell.signeringsval);
  const underskrifter = modell.underskrifter.map(({ id }): Signatar => {
    const person = grupp?.personer.find((p) => p.id === id);
    return {
      fysiskPerson: {
        id,
        typ: tryTypaIdentitet(id)?.typ ?? 'pnr',
        ...(person?.fornamn === undefined ? {} : { fornamn: person.fornamn }),
        ...(person?.namn === undefined ? {} : { namn: person.namn }),
      },
    };
  });
  return { signeringsval: modell.signeringsval, underskrifter };
}
