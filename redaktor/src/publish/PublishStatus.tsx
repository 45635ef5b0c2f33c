import { useSyncExternalStore } from 'react';

type Status = { state: 'idle' } | { state: 'busy' } | { state: 'done'; ok: boolean; text: string };

let status: Status = { state: 'idle' };
const listeners = new Set<() => void>();

/** Sets what the status line says (publish-listener.ts). */
export function setPublishStatus(next: Status): void {
  status = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A line above Decap's editor that says what a publish is doing: Decap has no place for a
 * message of our own, and the editor must know when the page is live.
 */
export function PublishStatus() {
  const current = useSyncExternalStore(subscribe, () => status);
  return (
    <div className="publicering" role="status" aria-live="polite">
      {current.state === 'busy' && 'Publicerar ändringen …'}
      {current.state === 'done' && (
        <span className={current.ok ? 'publicering--klar' : 'publicering--fel'}>
          {current.text}
        </span>
      )}
    </div>
  );
}
