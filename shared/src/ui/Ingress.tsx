import type { ReactNode } from 'react';

/** A page's lead: the paragraph under its h1 that says what the page is for, a step larger. */
export function Ingress({ children }: { children: ReactNode }) {
  return <p className="lead">{children}</p>;
}
