import { Link } from 'react-router';
import { adressPaSprak, infoIndexTexts, Sida } from '@fullmakt/shared/first-view';
import type { InfoPageEntry } from '../content/info-pages';

/**
 * `/info` (and `/en/info`): every information page, so the breadcrumb 'Information' leads
 * somewhere useful; each link to the page in the page's language.
 */
export function InfoIndexPage({
  pages,
}: {
  pages: readonly Pick<InfoPageEntry, 'slug' | 'meta'>[];
}) {
  return (
    <Sida>
      <h1>{infoIndexTexts.title}</h1>
      <ul>
        {pages.map(({ slug, meta }) => (
          <li key={slug}>
            <Link to={adressPaSprak(`/info/${slug}`)}>{meta.title}</Link>
            <p>{meta.description}</p>
          </li>
        ))}
      </ul>
    </Sida>
  );
}
