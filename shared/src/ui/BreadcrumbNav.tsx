import { Link } from 'react-router';

export interface Brodsmula {
  to: string;
  etikett: string;
}

/** A breadcrumb trail: links up to the current page, which is the last crumb and no link. */
export function BreadcrumbNav({
  etikett,
  smulor,
}: {
  etikett: string;
  smulor: readonly Brodsmula[];
}) {
  if (smulor.length === 0) {
    return null;
  }
  return (
    <nav aria-label={etikett} className="breadcrumbs">
      <ol>
        {smulor.map((smula, index) =>
          index === smulor.length - 1 ? (
            <li key={smula.to} aria-current="page">
              {smula.etikett}
            </li>
          ) : (
            <li key={smula.to}>
              <Link to={smula.to}>{smula.etikett}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
