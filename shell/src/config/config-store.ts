import { create } from 'zustand';
import { KonfigurationSvarSchema, type Config } from '@fullmakt/shared';

/** What the shell assumes until (or unless) the runtime config answers: production, login on. */
export const startkonfiguration: Config = KonfigurationSvarSchema.parse({
  login: true,
  privat: true,
});

interface ConfigState {
  config: Config;
  setConfig: (config: Config) => void;
}

/** The runtime config of this deployment (SPEC §3 Config), read once before the first render. */
export const useConfigStore = create<ConfigState>((set) => ({
  config: startkonfiguration,
  setConfig: (config) => set({ config }),
}));
