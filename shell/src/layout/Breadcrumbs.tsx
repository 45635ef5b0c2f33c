import { Link, useMatches } from 'react-router';
import { compositionTexts } from '@fullmakt/shared';
import { breadcrumbTrail } from './breadcrumb-trail';

export function Breadcrumbs() {
  const trail = breadcrumbTrail(useMatches());
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
