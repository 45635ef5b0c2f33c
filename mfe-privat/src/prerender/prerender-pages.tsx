import { renderToStaticMarkup } from 'react-dom/server';
import { listTexter, Sida } from '@fullmakt/shared';
import { BuildLabel } from '../BuildLabel';

/**
 * A page's first view as HTML, made at build time (tooling/rspack/prerender-plugin.mjs):
 * the server puts it into the document, so the heading is painted before any script has
 * run, while the shell restores and checks the session and the page asks for its data
 * (issue 13: the heading waited 2.5 s for all of that). Only what every visitor may see:
 * the heading and that the list is being fetched, never anything of the user's. A visitor
 * without a session is sent to /login by the shell's guard as before.
 */
export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
  crumbs: Record<string, string>;
}

/** The overview of the powers given, before the shell has taken over (GivnaFullmakterPage). */
export function GivnaFullmakterForsta() {
  return (
    <Sida>
      <h1>{listTexter.givnaRubrik}</h1>
      {/* The page's link to the powers received, where the page draws it. */}
      <p>
        <a href="/privat/ombud">{listTexter.mottagnaRubrik}</a>
      </p>
      <p role="status" aria-busy="true">
        {listTexter.laddar}
      </p>
    </Sida>
  );
}

export function prerenderPages(): Promise<PrerenderedPage[]> {
  const path = '/privat/fullmaktsgivare';
  return Promise.resolve([
    {
      path,
      title: listTexter.givnaRubrik,
      // RemoteLayout's content: the page, then the build label under it.
      html: renderToStaticMarkup(
        <>
          <GivnaFullmakterForsta />
          <BuildLabel />
        </>,
      ),
      // The breadcrumb labels of the route handles in routes.tsx.
      crumbs: { '/privat': 'Privat', [path]: listTexter.givnaRubrik },
    },
  ]);
}
