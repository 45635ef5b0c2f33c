import { foreignRemoteOrigins, type Deployment } from '@fullmakt/shared/deployment';

/**
 * A strict policy (no inline scripts or styles, no eval) that still lets the shell load
 * remotes from the origins the deployment file lists.
 */
export function contentSecurityPolicy(deployment: Deployment): string {
  const remotes = foreignRemoteOrigins(deployment);
  const self = ["'self'", ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${self}`,
    `style-src ${self}`,
    `connect-src ${self}`,
    `img-src 'self' data:`,
    `font-src ${self}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
