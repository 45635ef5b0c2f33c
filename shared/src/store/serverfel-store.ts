// A server error (HTTP 5xx) while loading what a page shows. The query client reports it
// here and the shell, which owns the router, takes the user to /fel (SPEC §2: "/fel for
// routing and server errors"). A plain store keeps the shell free of the query library.
import { createStore } from 'zustand/vanilla';

export interface ServerfelState {
  /** Where the failed load happened (path and query), so /fel can offer to go back. */
  fran?: string;
}

export const serverfelStore = createStore<ServerfelState>()(() => ({}));

export function rapporteraServerfel(fran: string): void {
  serverfelStore.setState({ fran });
}

export function kvitteraServerfel(): void {
  serverfelStore.setState({ fran: undefined });
}
