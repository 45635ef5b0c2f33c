// How the API client reaches the shell's sign-in: the access token, and what a 401 does.
// These live in the package root, not in `@fullmakt/shared/api`, so the shell can wire
// them at start without loading the API client (axios, react-query) on a public page;
// the client reads them when it is loaded. One module in the shell's share scope, so the
// root and the api entry see the same hooks.

export type TokenKalla = () => string | undefined | Promise<string | undefined>;

/** A DPoP proof (RFC 9449) for one call: the whole URL and the HTTP method in capitals. */
export type DpopKalla = (url: string, method: string) => Promise<string | undefined>;

let tokenKalla: TokenKalla = () => undefined;
let dpopKalla: DpopKalla = () => Promise.resolve(undefined);
let onUnauthorized: () => void = () => undefined;

/** How the client gets the current access token (the shell's sign-in library). */
export function setTokenProvider(kalla: TokenKalla): void {
  tokenKalla = kalla;
}

/** How the client gets a DPoP proof for a call (the shell's sign-in library holds the key). */
export function setDpopProvider(kalla: DpopKalla): void {
  dpopKalla = kalla;
}

/** The DPoP proof for one call, or undefined when the tokens are not bound to a key. */
export function dpopBevis(url: string, method: string): Promise<string | undefined> {
  return dpopKalla(url, method);
}

/** Called on every 401 answer. */
export function setOnUnauthorized(hook: () => void): void {
  onUnauthorized = hook;
}

/** The token for the next API call, as the shell's provider answers it. */
export function aktuellToken(): Promise<string | undefined> {
  return Promise.resolve(tokenKalla());
}

/** Tells the shell that the API answered 401. */
export function meddelaObehorig(): void {
  onUnauthorized();
}
