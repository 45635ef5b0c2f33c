// The principal of a private person is always the person: the signed-in user acting in
// role Privat. This module turns the session's user into that principal.
import { useMemo } from 'react';
import { inloggadPerson, useSessionStore } from '@fullmakt/shared';
import type { Fullmaktsgivare, User } from '@fullmakt/shared';
import { valjGivare } from '@fullmakt/shared/flode';
import { privatFlode } from './flode';

export function egenGivare(user: User): Fullmaktsgivare {
  const person = inloggadPerson(user);
  return { id: person.id, typ: person.typ, fornamn: person.fornamn, namn: person.namn };
}

/** The signed-in user as principal, or undefined before sign-in. */
export function useEgenGivare(): Fullmaktsgivare | undefined {
  const user = useSessionStore((s) => s.user);
  return useMemo(() => (user ? egenGivare(user) : undefined), [user]);
}

/** Chooses oneself as principal of the private flow. */
export function valjSjalvSomGivare(givare: Fullmaktsgivare): void {
  valjGivare(privatFlode, givare);
}
