import type { UIMatch } from 'react-router';
import {
  adressPaSprak,
  brodsmulorPerRoll,
  compositionTexts,
  routeHandle,
  type AppMode,
  type Crumb,
} from '@fullmakt/shared/first-view';

/** The role trees whose crumbs come from the role's own label set (SPEC §2). */
const roleTrees = ['/privat', '/organisation'];

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function inRoleTree(pathname: string): boolean {
  return roleTrees.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/**
 * The label of one path segment: under /privat and /organisation from the label set of
 * the lower-cased current role, elsewhere from the route's own `breadcrumb`.
 */
function labelFor(
  segment: string,
  route: UIMatch,
  pathname: string,
  appMode: AppMode,
): string | undefined {
  if (inRoleTree(pathname)) {
    const labels = brodsmulorPerRoll[appMode.toLowerCase() as Lowercase<AppMode>];
    return Object.hasOwn(labels, segment) ? labels[segment] : undefined;
  }
  return routeHandle(route).breadcrumb;
}

/**
 * The trail under the header (SPEC §2). A route's own `breadcrumbs` function takes
 * precedence, and an empty answer shows no trail. Otherwise the trail is 'Start' (linking
 * to the root) followed by one crumb per path segment that has both a matching route and
 * a label. With nothing after 'Start' there is no trail. 'Start' is the start page in
 * the page's language (/en for English).
 */
export function breadcrumbTrail(matches: UIMatch[], appMode: AppMode): Crumb[] {
  const own = [...matches].reverse().find((match) => routeHandle(match).breadcrumbs);
  if (own) {
    return routeHandle(own).breadcrumbs?.(own) ?? [];
  }
  const leaf = matches[matches.length - 1];
  if (!leaf) {
    return [];
  }
  const pathname = withoutTrailingSlash(leaf.pathname);
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const to = `/${segments.slice(0, index + 1).join('/')}`;
    // A layout route and its index route share a path; any of them may carry the label.
    const label = matches
      .filter((match) => withoutTrailingSlash(match.pathname) === to)
      .map((route) => labelFor(segment, route, pathname, appMode))
      .find(Boolean);
    if (label) {
      crumbs.push({ label, to });
    }
  });
  if (crumbs.length === 0) {
    return [];
  }
  return [{ label: compositionTexts.breadcrumbStart, to: adressPaSprak('/') }, ...crumbs];
}
