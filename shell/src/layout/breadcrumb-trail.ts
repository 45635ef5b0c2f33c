import type { UIMatch } from 'react-router';
import { compositionTexts, routeHandle, type Crumb } from '@fullmakt/shared';

/**
 * The trail under the header: 'Start', then one crumb per matched route that has a label.
 * A route's own breadcrumb function takes precedence; an empty answer means no trail.
 */
export function breadcrumbTrail(matches: UIMatch[]): Crumb[] {
  const own = [...matches].reverse().find((match) => routeHandle(match).breadcrumbs);
  if (own) {
    return routeHandle(own).breadcrumbs?.(own) ?? [];
  }
  const crumbs = matches.flatMap((match) => {
    const label = routeHandle(match).breadcrumb;
    return label ? [{ label, to: match.pathname }] : [];
  });
  if (crumbs.length === 0) {
    return [];
  }
  return [{ label: compositionTexts.breadcrumbStart, to: '/' }, ...crumbs];
}
