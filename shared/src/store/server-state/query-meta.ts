// What a query may say about itself to the shared query client.
import '@tanstack/react-query';

export interface FullmaktQueryMeta extends Record<string, unknown> {
  /**
   * The query shows its own Swedish message on failure and must not send the user to /fel
   * on a server error: lists (SPEC §4: a failed list load resets and refreshes), the
   * engagement guard (fetches again), the signing result page, the public partners list.
   */
  egenFelhantering?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FullmaktQueryMeta;
  }
}
