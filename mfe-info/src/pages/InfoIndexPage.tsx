import { Link } from 'react-router';

/** `/info`: every information page, so the breadcrumb 'Information' leads somewhere useful. */
export function InfoIndexPage({ pages }: { pages: { path: string; heading: string }[] }) {
  return (
    <div className="page">
      <h1>Information om tjänsten</h1>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={`/info/${page.path}`}>{page.heading}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
