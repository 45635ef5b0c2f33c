import type { UIMatch } from 'react-router';

/** A breadcrumb a route computes itself (SPEC §2: a route's own function takes precedence). */
export interface Crumb {
  label: string;
  to: string;
}

/**
 * What every route of the shell or a remote carries in `handle`. The shell reads it for
 * the breadcrumb trail, the session guard and the header.
 */
export interface RouteHandle {
  /** Label of this route's crumb; omitted means the route adds no crumb. */
  breadcrumb?: string;
  /** Overrides the trail; an empty answer shows no breadcrumbs at all. */
  breadcrumbs?: (match: UIMatch) => Crumb[] | null;
  /** Reachable without signing in. */
  public?: boolean;
  /** Hide the header's menu (login, role switch) on this route. */
  hideHeaderMenu?: boolean;
  /** Page title, for `<title>`. */
  title?: string;
}

export function routeHandle(match: { handle?: unknown }): RouteHandle {
  return typeof match.handle === 'object' && match.handle !== null
    ? (match.handle as RouteHandle)
    : {};
}
