import type { ReactNode } from 'react';

/**
 * The wrapper of a page's content: the readable width every page of the shell and the
 * remotes shares (stil/sida.css), so no page sets its own. `className` adds the page's own
 * layout class beside it.
 */
export function Sida({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `page ${className}` : 'page'}>{children}</div>;
}
