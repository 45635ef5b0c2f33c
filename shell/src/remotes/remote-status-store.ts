import { create } from 'zustand';
import type { RemoteName } from '@fullmakt/shared/first-view';

export type RemoteState = 'idle' | 'loading' | 'loaded' | 'failed';

interface RemoteStatusStore {
  status: Partial<Record<RemoteName, RemoteState>>;
  setStatus: (remote: RemoteName, state: RemoteState) => void;
}

/** Where each remote stands, so the outlet it owns can say loading, failed or not found. */
export const useRemoteStatusStore = create<RemoteStatusStore>((set) => ({
  status: {},
  setStatus: (remote, state) => set((store) => ({ status: { ...store.status, [remote]: state } })),
}));

export function remoteState(remote: RemoteName): RemoteState {
  return useRemoteStatusStore.getState().status[remote] ?? 'idle';
}
