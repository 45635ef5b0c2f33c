// Session state in memory: who is signed in, and the header's auth state. Not persisted:
// the sign-in library keeps the tokens, and logout clears local and session storage.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AuthState, InloggadPerson, User } from '../domain/parties';
import { typaIdentitet } from '../domain/identity';
import { fullmaktStore } from './fullmakt-store';
import type { FullmaktStoreApi } from './fullmakt-store';

export interface SessionState {
  user?: User;
  /** Login is switched on (maintenance config). */
  enabled: boolean;
  setUser: (user: User | undefined) => void;
  setEnabled: (enabled: boolean) => void;
  clear: () => void;
}

export function createSessionStore() {
  return createStore<SessionState>()((set) => ({
    user: undefined,
    enabled: true,
    setUser: (user) => {
      set({ user });
    },
    setEnabled: (enabled) => {
      set({ enabled });
    },
    clear: () => {
      set({ user: undefined });
    },
  }));
}

export type SessionStoreApi = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStoreApi = createSessionStore();

export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The header's auth state. */
export function authState(state: Pick<SessionState, 'user' | 'enabled'>): AuthState {
  return {
    name: state.user?.name ?? '',
    authenticated: state.user !== undefined,
    enabled: state.enabled,
  };
}

/** The signed-in person, as creator of a power. */
export function inloggadPerson(user: User): InloggadPerson {
  return {
    id: user.id,
    typ: typaIdentitet(user.id).typ,
    namn: user.family_name,
    fornamn: user.given_name,
  };
}

/**
 * Logout clears both storages so no state of this user survives, and the wizard in memory
 * first: any write of the page before it is left would otherwise store it again.
 */
export function rensaLagring(guide: Pick<FullmaktStoreApi, 'getState'> = fullmaktStore): void {
  guide.getState().reset();
  localStorage.clear();
  sessionStorage.clear();
}
