// React access to the one wizard store. Components select the slice they need so that
// they re-render only when it changes.
import { useStore } from 'zustand';
import { fullmaktStore } from './fullmakt-store';
import type { FullmaktStoreState } from './fullmakt-store';

export function useFullmaktStore<T>(selector: (state: FullmaktStoreState) => T): T {
  return useStore(fullmaktStore, selector);
}
