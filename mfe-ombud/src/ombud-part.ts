// Who the holder is on an ombud page: the signed-in person under /privat/ombud, the chosen
// organisation under /organisation/ombud. Read from the session and the shared store, so
// the organisation chosen by mfe-organisation is the one whose received powers are shown.
import { useMemo } from 'react';
import { inloggadPerson, useFullmaktStore, useSessionStore } from '@fullmakt/shared';
import type { Fullmaktsgivare, User } from '@fullmakt/shared';
import type { Flode } from '@fullmakt/shared/flode';

export function egenPart(user: User): Fullmaktsgivare {
  const person = inloggadPerson(user);
  return { id: person.id, typ: person.typ, fornamn: person.fornamn, namn: person.namn };
}

/** The holder the page acts for, or undefined when none is signed in or chosen. */
export function useOmbudPart(flode: Flode): Fullmaktsgivare | undefined {
  const user = useSessionStore((s) => s.user);
  const appMode = useFullmaktStore((s) => s.appMode);
  const givare = useFullmaktStore((s) => s.skapande.fullmaktsgivare);
  const roll = useFullmaktStore((s) => s.skapande.fullmaktsgivarroll);
  return useMemo(() => {
    if (flode.roll === 'Privat') {
      return user ? egenPart(user) : undefined;
    }
    return appMode === flode.appMode && roll === flode.roll ? givare : undefined;
  }, [flode, user, appMode, givare, roll]);
}
