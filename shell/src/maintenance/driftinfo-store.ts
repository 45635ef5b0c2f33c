import { create } from 'zustand';
import type { Driftinfo } from '@fullmakt/shared/first-view';

interface DriftinfoState {
  info: Driftinfo;
  setInfo: (info: Driftinfo) => void;
}

/** The last maintenance answer; the banner shows its message. */
export const useDriftinfoStore = create<DriftinfoState>((set) => ({
  info: { login: true },
  setInfo: (info) => set({ info }),
}));
