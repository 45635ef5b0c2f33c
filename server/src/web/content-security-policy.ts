import { foreignRemoteOrigins, type Deployment } from '@fullmakt/shared/deployment';

/** The policy of JSON answers to signed-in API calls: nothing may load, nothing may frame. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * A strict policy (no inline scripts or styles, no eval) that still lets the shell load
 * remotes from the origins the deployment file lists. `inlineStyles` are the hash sources
 * of the style sheets the server wrote into this page itself (first-paint-styles.ts):
 * exactly those, no other inline style.
 */
export function contentSecurityPolicy(deployment: Deployment, inlineStyles: string[] = []): string {
  const remotes = foreignRemoteOrigins(deployment);
  const self = ["'self'", ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self}`,
    `style-src ${[self, ...inlineStyles].join(' ')}`,
    `connect-src ${self}`,
    `img-src 'self' data:`,
    `font-src ${self}`,
    `object-src 'none'`,
    // No page of ours has a <base>; 'none' keeps an injected one from moving every
    // relative script and link elsewhere.
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
