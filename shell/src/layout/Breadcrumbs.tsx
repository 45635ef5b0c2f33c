import { useMatches } from 'react-router';
import { BreadcrumbNav, compositionTexts, useFullmaktStore } from '@fullmakt/shared/first-view';
import { breadcrumbTrail } from './breadcrumb-trail';

/** The trail under the header; the last crumb is the current page and not a link. */
export function Breadcrumbs() {
  const appMode = useFullmaktStore((state) => state.appMode);
  return (
    <BreadcrumbNav
      etikett={compositionTexts.breadcrumbsLabel}
      smulor={breadcrumbTrail(useMatches(), appMode)}
    />
  );
}
