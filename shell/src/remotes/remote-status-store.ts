import { create } from 'zustand';
import { remoteOwning, type RemoteName, type RemotePrefixes } from '@fullmakt/shared/first-view';

export type RemoteState = 'idle' | 'loading' | 'loaded' | 'failed';

interface RemoteStatusStore {
  status: Partial<Record<RemoteName, RemoteState>>;
  setStatus: (remote: RemoteName, state: RemoteState) => void;
  /**
   * The addresses each remote owns, as the deployment says (never built into the shell, so a
   * remote the shell has never heard of is mounted like the others); undefined until read.
   */
  prefixes: RemotePrefixes | undefined;
  /** The deployment could not be read: which remote owns an address is not known. */
  deploymentFailed: boolean;
  /** Read (its prefixes), failed, or to be read again (`unread`, after a failure). */
  setDeployment: (read: RemotePrefixes | 'failed' | 'unread') => void;
}

/** Where each remote stands, so the outlet it owns can say loading, failed or not found. */
export const useRemoteStatusStore = create<RemoteStatusStore>((set) => ({
  status: {},
  setStatus: (remote, state) => set((store) => ({ status: { ...store.status, [remote]: state } })),
  prefixes: undefined,
  deploymentFailed: false,
  setDeployment: (read) =>
    set(
      read === 'failed'
        ? { deploymentFailed: true }
        : { prefixes: read === 'unread' ? undefined : read, deploymentFailed: false },
    ),
}));

export function remoteState(remote: RemoteName): RemoteState {
  return useRemoteStatusStore.getState().status[remote] ?? 'idle';
}

/** The remote owning an address, by the deployment read so far (none before it is read). */
export function remoteOwningNow(
  path: string,
  prefixes = useRemoteStatusStore.getState().prefixes,
): RemoteName | undefined {
  return prefixes ? remoteOwning(path, prefixes) : undefined;
}
