/**
 * The ids of the JSON data blocks the server writes into index.html, each the answer the
 * shell would otherwise ask for before the first render. Named once, here, so the server
 * and the shell cannot drift apart (the shell would then silently fall back to a request).
 */
export const SIDDATA_ID = {
  deployment: 'fullmakt-remotes',
  konfiguration: 'fullmakt-konfiguration',
  driftinfo: 'fullmakt-driftinfo',
} as const;

/**
 * The id of the frame with the page's prerendered text the server writes before the shell's
 * root (server/src/web/prerendered-page.ts); the shell replaces it with its own render.
 */
export const FORRENDERAD_SIDA_ID = 'fullmakt-forrenderad';
