import { Link } from 'react-router';
import { infoIndexTexts, Sida } from '@fullmakt/shared/first-view';
import type { InfoPageEntry } from '../content/info-pages';

/** `/info`: every information page, so the breadcrumb 'Information' leads somewhere useful. */
export function InfoIndexPage({ pages }: { pages: readonly InfoPageEntry[] }) {
  return (
    <Sida>
      <h1>{infoIndexTexts.title}</h1>
      <ul>
        {pages.map(({ slug, meta }) => (
          <li key={slug}>
            <Link to={`/info/${slug}`}>{meta.title}</Link>
            <p>{meta.description}</p>
          </li>
        ))}
      </ul>
    </Sida>
  );
}
