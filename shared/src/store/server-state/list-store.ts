// UI state of the lists: filter and page per list, and the draft page. Kept apart from
// the cached data so that a new filter can reset the page without touching the cache.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { TidFilter } from '../../domain/enums';
import type { ListaTyp } from './query-keys';

export interface ListaTillstand {
  text: string;
  tid?: TidFilter;
  /** The UI page, 1-based. */
  uiSida: number;
}

export interface ListStoreState {
  givare: ListaTillstand;
  havare: ListaTillstand;
  /** The current draft page: starts at 0 and is set to 1 when the draft list is cleared (SPEC §4). */
  utkastSida: number;
  /** The organisation the draft list was last loaded for. */
  utkastOrg?: string;
  /** A new filter resets the page to the first UI page. */
  setFilter: (typ: ListaTyp, filter: { text?: string; tid?: TidFilter }) => void;
  setUiSida: (typ: ListaTyp, sida: number) => void;
  /** Back to the start for one list (after a failed load). */
  aterstall: (typ: ListaTyp) => void;
  setUtkastSida: (sida: number) => void;
  setUtkastOrg: (orgId: string | undefined) => void;
  /** Clears the draft list state: page 1, no organisation. */
  rensaUtkast: () => void;
}

const START: ListaTillstand = { text: '', uiSida: 1 };

export function createListStore() {
  return createStore<ListStoreState>()((set) => ({
    givare: START,
    havare: START,
    utkastSida: 0,
    utkastOrg: undefined,
    setFilter: (typ, filter) => {
      set((s) => ({ [typ]: { ...s[typ], ...filter, uiSida: 1 } }));
    },
    setUiSida: (typ, uiSida) => {
      set((s) => ({ [typ]: { ...s[typ], uiSida } }));
    },
    aterstall: (typ) => {
      set({ [typ]: START });
    },
    setUtkastSida: (utkastSida) => {
      set({ utkastSida });
    },
    setUtkastOrg: (utkastOrg) => {
      set({ utkastOrg });
    },
    rensaUtkast: () => {
      set({ utkastSida: 1, utkastOrg: undefined });
    },
  }));
}

export type ListStoreApi = ReturnType<typeof createListStore>;

export const listStore: ListStoreApi = createListStore();

export function useListStore<T>(selector: (state: ListStoreState) => T): T {
  return useStore(listStore, selector);
}
