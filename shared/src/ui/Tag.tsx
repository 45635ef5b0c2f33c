import type { ReactNode } from 'react';

/** A status's kind: neutral information, something to do, done, a warning, a failure. */
export type TaggTon = 'info' | 'action' | 'success' | 'warning' | 'error';

/** A short status word on a tinted ground with a border, so it reads without colour. */
export function Tag({ ton = 'info', children }: { ton?: TaggTon; children: ReactNode }) {
  return <strong className={ton === 'info' ? 'tag' : `tag tag--${ton}`}>{children}</strong>;
}
