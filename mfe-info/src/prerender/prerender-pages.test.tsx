import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { svaraHttp } from '@fullmakt/shared/testing';
import { infoPages } from '../content/info-pages';
import { routes } from '../routes';
import { prerenderPages } from './prerender-pages';

beforeEach(() => {
  // The list of connected parties (on /info/anslutna-parter) comes back empty.
  svaraHttp(() => ({ data: { tredjeman: [] } }));
});

/** What the browser draws for a path, from the remote's real routes. */
async function browserMarkup(path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { container, findByRole, unmount } = render(<RouterProvider router={router} />);
  await findByRole('heading', { level: 1 });
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('prerenderPages', () => {
  it('renders the start page, the /info index and every information page', async () => {
    const pages = await prerenderPages();
    expect(pages.map((page) => page.path).sort()).toEqual(
      ['/', '/info', ...infoPages.map((page) => `/info/${page.slug}`)].sort(),
    );
  });

  it.each(['/', '/info', '/info/om-oss', '/info/kakor', '/info/nyheter'])(
    '%s is the same markup the browser renders, so the take-over changes nothing visible',
    async (path) => {
      const page = (await prerenderPages()).find((candidate) => candidate.path === path);
      // Parsed as the browser parses the document, so `<br/>` and `<br>` compare equal.
      const parsed = document.createElement('div');
      parsed.innerHTML = page?.html ?? '';
      expect(parsed.innerHTML).toBe(await browserMarkup(path));
    },
  );

  it("gives each page its title and this remote's breadcrumb labels", async () => {
    const omOss = (await prerenderPages()).find((page) => page.path === '/info/om-oss');
    expect(omOss).toMatchObject({
      title: 'Om oss',
      crumbs: { '/info': 'Information', '/info/om-oss': 'Om oss' },
    });
    expect(omOss?.html).toContain('<h1>Om oss</h1>');
    expect(omOss?.html).not.toMatch(/<script|<style/);
  });
});
