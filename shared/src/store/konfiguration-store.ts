// The runtime config of this deployment (SPEC §3 Config), in the shared root so every remote
// reads what the shell loaded before the first render: the validity bounds for the wizard's
// dates, the onward-sharing depth, the environment.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Config } from '../domain/config';
import { KonfigurationSvarSchema } from '../domain/konfiguration-svar';

/** What holds until (or unless) the runtime config answers: production, login on. */
export const startkonfiguration: Config = KonfigurationSvarSchema.parse({
  login: true,
  privat: true,
});

export interface KonfigurationState {
  config: Config;
  setConfig: (config: Config) => void;
}

export const konfigurationStore = createStore<KonfigurationState>()((set) => ({
  config: startkonfiguration,
  setConfig: (config) => {
    set({ config });
  },
}));

export function useKonfiguration<T>(selector: (config: Config) => T): T {
  return useStore(konfigurationStore, (state) => selector(state.config));
}
