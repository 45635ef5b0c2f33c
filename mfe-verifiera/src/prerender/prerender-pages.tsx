import { renderToStaticMarkup } from 'react-dom/server';
import { Ingress, Sida, verifieraSidaTexter as t } from '@fullmakt/shared';
import { BuildLabel } from '../BuildLabel';

/**
 * The first view of /verifiera as HTML, made at build time (tooling/rspack/prerender-plugin.mjs)
 * and put into the document by the server: the heading and the ingress (the largest text, so
 * the page's LCP) are painted before any script has run, instead of after the shell, this
 * remote and the page's code (Lighthouse mobile: LCP 4.7 s without it, issue 31's target
 * 1.5 s). Not the form: typed into before the page takes over, its text would be lost.
 */
export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
  crumbs: Record<string, string>;
}

/** What VerifieraPage draws first, before its form. */
export function VerifieraForsta() {
  return (
    <Sida>
      <h1>{t.titel}</h1>
      <Ingress>{t.ingress}</Ingress>
    </Sida>
  );
}

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return Promise.resolve([
    {
      path: '/verifiera',
      title: t.titel,
      // RemoteLayout's content: the page, then the build label under it.
      html: renderToStaticMarkup(
        <>
          <VerifieraForsta />
          <BuildLabel />
        </>,
      ),
      // The route adds no crumb (routes.tsx): none here either.
      crumbs: {},
    },
  ]);
}
