// The page preloads through the production shape's front, where each remote has an origin of
// its own (issue 30): the server fetches the remote's manifest from that origin itself, so
// after a warm-up the page links the remote's code and style sheet on the remote's origin and
// the browser does not learn each file only when the one before it has run. (A page the
// server prerenders links the style sheet with rel=stylesheet; in this shape the server
// prerenders nothing yet: prerendered-page.ts reads only a remote folder of its own.)
import { expect, shape, test } from '../src/prod-fixtures';

const info = shape.remotes.find((remote) => remote.name === 'mfe_info');
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('/info/om-oss through the front preloads mfe-info’s code and style sheet from its origin', async ({
  request,
}) => {
  expect(info, 'the shape has an mfe_info origin').toBeDefined();
  const origin = info?.origin ?? '';
  const page = async (): Promise<string> => {
    const response = await request.get(`${shape.shellOrigin}/info/om-oss`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  // The deployment file names a release: https://127.0.0.1:8444/<version>/mf-manifest.json.
  const onOrigin = `${escaped(origin)}/[^"/]+/`;
  const stylesheet = new RegExp(
    `<link rel="(?:stylesheet" href="${onOrigin}[^"]+\\.css"|preload" href="${onOrigin}[^"]+\\.css" as="style")>`,
  );
  const remoteEntry = new RegExp(
    `<link rel="preload" href="${onOrigin}remoteEntry\\.js" as="script">`,
  );
  const routesChunk = new RegExp(
    `<link rel="preload" href="${onOrigin}[^"]*__federation_expose_routes[^"]*\\.js" as="script">`,
  );
  // The first page of each server process starts its background fetch of the manifest;
  // two processes sit behind the front, so the warm-up may take a page from each.
  await expect.poll(page, { timeout: 15_000 }).toMatch(stylesheet);
  // Then every page carries the full set, whichever process answers it.
  for (let i = 0; i < 4; i += 1) {
    const html = await page();
    expect(html).toMatch(stylesheet);
    expect(html).toMatch(remoteEntry);
    expect(html).toMatch(routesChunk);
  }
});
