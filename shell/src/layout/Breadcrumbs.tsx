import { Link, useMatches } from 'react-router';
import { compositionTexts, useFullmaktStore } from '@fullmakt/shared';
import { breadcrumbTrail } from './breadcrumb-trail';

/** The trail under the header; the last crumb is the current page and not a link. */
export function Breadcrumbs() {
  const appMode = useFullmaktStore((state) => state.appMode);
  const trail = breadcrumbTrail(useMatches(), appMode);
  if (trail.length === 0) {
    return null;
  }
  return (
    <nav aria-label={compositionTexts.breadcrumbsLabel} className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.to} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
