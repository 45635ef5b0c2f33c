import { Link } from 'react-router';
import type { Crumb } from '../routing/route-handle';

/** A breadcrumb trail: links up to the current page, which is the last crumb and no link. */
export function BreadcrumbNav({ etikett, smulor }: { etikett: string; smulor: readonly Crumb[] }) {
  if (smulor.length === 0) {
    return null;
  }
  return (
    <nav aria-label={etikett} className="breadcrumbs">
      <ol>
        {smulor.map((smula, index) =>
          index === smulor.length - 1 ? (
            <li key={smula.to} aria-current="page">
              {smula.label}
            </li>
          ) : (
            <li key={smula.to}>
              <Link to={smula.to}>{smula.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
