// The page through the production shape's front, where each remote has an origin of its own
// (issue 30): each server process fetches the remote's manifest, prerendered pages and style
// sheet from that origin itself, so the page names the remote's code on the remote's origin,
// carries the page's text in the document and the remote's style sheet written into it (no
// new connection before the first paint), as it does when the server has the remote's
// folder: the browser does not learn each file only when the one before it has run, and
// paints the text before any script.
import { createHash } from 'node:crypto';
import { expect, shape, test } from '../src/prod-fixtures';

const info = shape.remotes.find((remote) => remote.name === 'mfe_info');
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/info/om-oss through the front: mfe-info’s code from its origin, its text and style sheet in the document', async ({
  request,
}) => {
  expect(info, 'the shape has an mfe_info origin').toBeDefined();
  const origin = info?.origin ?? '';
  const answer = async () => {
    const response = await request.get(`${shape.shellOrigin}/info/om-oss`);
    expect(response.status()).toBe(200);
    return { html: await response.text(), csp: response.headers()['content-security-policy'] };
  };
  const page = async (): Promise<string> => (await answer()).html;
  // The deployment file names a release: https://127.0.0.1:8444/<version>/mf-manifest.json.
  const onOrigin = `${escaped(origin)}/[^"/]+/`;
  // mfe-info's style sheet, fetched by the server from the origin and written in.
  const stylesheet = /<style>([^<]+)<\/style>/;
  const remoteEntry = new RegExp(
    `<link rel="preload" href="${onOrigin}remoteEntry\\.js" as="script">`,
  );
  const routesChunk = new RegExp(
    `<link rel="preload" href="${onOrigin}[^"]*__federation_expose_routes[^"]*\\.js" as="script">`,
  );
  // The text of the page, prerendered by mfe-info's build, inside the shell's frame.
  const prerendered = /<div id="fullmakt-forrenderad" class="app-frame">.*<h1[^>]*>Om oss<\/h1>/s;
  const complete = (html: string): boolean =>
    [stylesheet, remoteEntry, routesChunk, prerendered].every((pattern) => pattern.test(html));
  // Each process fetches both at its start (and retries within seconds if the remote's origin
  // was not up yet): then six pages in a row have the full set, whichever of the two
  // processes answers each.
  await expect
    .poll(
      async () => {
        const pages = await Promise.all(Array.from({ length: 6 }, page));
        return pages.every(complete);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const { html, csp } = await answer();
  expect(html).toMatch(stylesheet);
  // The page's policy allows exactly that style sheet, and no other inline style.
  const css = stylesheet.exec(html)?.[1] ?? '';
  expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  expect(csp).not.toContain('unsafe-inline');
  expect(html).toMatch(remoteEntry);
  expect(html).toMatch(routesChunk);
  expect(html).toMatch(prerendered);
});
