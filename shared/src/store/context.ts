// A React context for the wizard store, for shared components that must work against a
// given store (the page's singleton, or a fresh one in a test). Using it outside a provider
// is a programming error: 'Context saknas i fullmaktStore'.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { skapandeFelTexter } from '../texts/validation';
import type { FullmaktStoreApi, FullmaktStoreState } from './fullmakt-store';

export const FullmaktStoreContext = createContext<FullmaktStoreApi | null>(null);

/** The store of the nearest provider; throws 'Context saknas i fullmaktStore' without one. */
export function useFullmaktStoreApi(): FullmaktStoreApi {
  const store = useContext(FullmaktStoreContext);
  if (!store) {
    throw new Error(skapandeFelTexter.contextSaknas);
  }
  return store;
}

/** Selects from the store of the nearest provider. */
export function useFullmaktStoreContext<T>(selector: (state: FullmaktStoreState) => T): T {
  return useStore(useFullmaktStoreApi(), selector);
}
