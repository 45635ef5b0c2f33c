import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { adressPaSprak, fullmaktStore, type AppMode } from '@fullmakt/shared/first-view';

/** Server pages under /api (the API docs) are not routes of the app: load them as pages. */
function isAppRoute(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('/api/');
}

/** A link to a role's start page chooses that role, just as the start page's buttons do. */
function roleOf(href: string): AppMode | undefined {
  if (/^\/privat(\/|$)/.test(href)) {
    return 'PRIVAT';
  }
  if (/^\/organisation(\/|$)/.test(href)) {
    return 'ORGANISATION';
  }
  return undefined;
}

/**
 * Every link in the Markdown content. Links within the app navigate client-side through
 * react-router (no page load, the remote stays mounted); everything else is a plain link.
 * The build has already checked that internal links lead to pages that exist. A Swedish
 * text shown on an English page (not yet translated) links to the English pages.
 */
export function ContentLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!isAppRoute(href)) {
    return <a href={href}>{children}</a>;
  }
  const mode = roleOf(href);
  return (
    <Link
      to={adressPaSprak(href)}
      onClick={mode ? () => fullmaktStore.getState().setAppMode(mode) : undefined}
    >
      {children}
    </Link>
  );
}

export const markdownComponents = { a: ContentLink };
