// The production shape: mfe-info on an origin of its own. The server fetches the remote's
// list of prerendered pages and the pages themselves from there, in the background, so the
// text is in the document as it is when the server has the remote's folder itself.
import { startRemoteOrigin, stopRemoteOrigins, type RemoteOrigin } from '../testing/remote-origin';
import { createPrerenderedPages } from './prerendered-page';

const layout = { shellDir: '/nonexistent/shell', remotes: [] };
const frame = { config: { env: 'prod', login: true, privat: true } };
const omOssHtml = '<div class="page info-page"><h1>Om oss</h1><p>Box 4200</p></div>';

const index = (pages: Record<string, string>) =>
  JSON.stringify({
    pages: Object.fromEntries(
      Object.entries(pages).map(([pagePath, file]) => [
        pagePath,
        { file, title: 't', crumbs: { '/info': 'Information', [pagePath]: 'Sidan' } },
      ]),
    ),
  });

const origins: RemoteOrigin[] = [];
afterEach(() => stopRemoteOrigins(origins));

async function infoOrigin(files: Record<string, string>) {
  const remote = await startRemoteOrigin('not found', files);
  origins.push(remote);
  const deployment = {
    remotes: { mfe_info: `${remote.origin}/1.4.0/mf-manifest.json` },
    prefixes: { mfe_info: ['/', '/info'] },
  };
  return { remote, deployment };
}

describe('createPrerenderedPages with mfe-info on an origin of its own', () => {
  it("inserts the page fetched from the remote's release, beside its manifest", async () => {
    const { remote, deployment } = await infoOrigin({
      '/1.4.0/prerendered.json': index({ '/info/om-oss': 'prerendered/3.html' }),
      '/1.4.0/prerendered/3.html': omOssHtml,
    });
    const warn = vi.fn();
    const pages = createPrerenderedPages(layout, { warn });
    // The first page starts the fetches and never waits for them.
    expect(pages(deployment, '/info/om-oss', frame)).toBeUndefined();
    await vi.waitFor(() =>
      expect(pages(deployment, '/info/om-oss', frame)).toContain(
        `<main class="app-main">${omOssHtml}</main>`,
      ),
    );
    expect(pages(deployment, '/info/om-oss', frame)).toContain('aria-current="page">Sidan</li>');
    expect(remote.requests.map((request) => request.url)).toEqual([
      '/1.4.0/prerendered.json',
      '/1.4.0/prerendered/3.html',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warm fetches the list and then every page it lists, before the first visitor', async () => {
    const { remote, deployment } = await infoOrigin({
      '/1.4.0/prerendered.json': index({
        '/': 'prerendered/0.html',
        '/info/om-oss': 'prerendered/3.html',
      }),
      '/1.4.0/prerendered/0.html': '<h1>Digitala fullmakter</h1>',
      '/1.4.0/prerendered/3.html': omOssHtml,
    });
    const pages = createPrerenderedPages(layout, { warn: vi.fn() });
    pages.warm(deployment);
    await vi.waitFor(() => expect(remote.requests).toHaveLength(1));
    await vi.waitFor(() => {
      pages.warm(deployment);
      expect(remote.requests).toHaveLength(3);
    });
    await vi.waitFor(() => expect(pages(deployment, '/', frame)).toContain('Digitala fullmakter'));
    expect(pages(deployment, '/info/om-oss', frame)).toContain('Box 4200');
    expect(remote.requests).toHaveLength(3);
  });

  it('refuses a fetched page with markup that could run, and a list that is not one', async () => {
    const { deployment } = await infoOrigin({
      '/1.4.0/prerendered.json': index({ '/': 'prerendered/0.html' }),
      '/1.4.0/prerendered/0.html': '<h1>Start</h1><script>alert(1)</script>',
    });
    const warn = vi.fn();
    const pages = createPrerenderedPages(layout, { warn });
    pages(deployment, '/', frame);
    await vi.waitFor(() => {
      pages(deployment, '/', frame);
      expect(warn).toHaveBeenCalledOnce();
    });
    expect(pages(deployment, '/', frame)).toBeUndefined();

    const broken = await infoOrigin({ '/1.4.0/prerendered.json': '{"pages":[]}' });
    const warnedAgain = vi.fn();
    const other = createPrerenderedPages(layout, { warn: warnedAgain });
    other(broken.deployment, '/', frame);
    await vi.waitFor(() => expect(warnedAgain).toHaveBeenCalledOnce());
    expect(other(broken.deployment, '/', frame)).toBeUndefined();
  });
});
