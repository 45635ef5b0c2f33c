import type { ReactNode } from 'react';

/**
 * A row of buttons (or tags): side by side with a gap while they fit, wrapping onto the
 * next line at narrow widths rather than overflowing. The main action comes first.
 */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="button-row">{children}</div>;
}
