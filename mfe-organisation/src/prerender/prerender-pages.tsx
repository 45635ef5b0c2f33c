import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { organisationValTexter } from '@fullmakt/shared';
import { BuildLabel } from '../BuildLabel';
import { ValjOrganisationPage } from '../pages/ValjOrganisationPage';

/**
 * A page's first view as HTML, made at build time (tooling/rspack/prerender-plugin.mjs):
 * the server puts it into the document, so the heading and the lead are painted before any
 * script has run, while the shell restores and checks the session and the page asks for
 * its organisations (issue 13: they waited 2.2 s for all of that). The page itself renders
 * it, as it first draws in the browser: its list still being fetched (no query runs at
 * build time), so nothing of any user's is in it. A visitor without a session is sent to
 * /login by the shell's guard as before.
 */
export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
  crumbs: Record<string, string>;
}

export function prerenderPages(): Promise<PrerenderedPage[]> {
  const path = '/organisation';
  return Promise.resolve([
    {
      path,
      title: organisationValTexter.rubrik,
      // RemoteLayout's content: the page, then the build label under it.
      html: renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <ValjOrganisationPage rubrik={organisationValTexter.rubrik} />
            <BuildLabel />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
      // The breadcrumb label of the route handle in routes.tsx.
      crumbs: { [path]: 'Organisation' },
    },
  ]);
}
