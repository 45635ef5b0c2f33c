import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { laddaAppensOversattning, laddaSidansSprak } from '@fullmakt/shared/first-view';
import { svaraHttp } from '@fullmakt/shared/testing';
import { infoPages } from '../content/info-pages';
import { kataloger } from '../oversattning';
import { routes } from '../routes';
import { prerenderPages } from './prerender-pages';

beforeEach(() => {
  // The list of connected parties (on /info/anslutna-parter) comes back empty.
  svaraHttp(() => ({ data: { tredjeman: [] } }));
});

/**
 * What the browser draws for a path, from the remote's real routes, in the language an
 * English page's shell loads (`/en…`) or Swedish.
 */
async function browserMarkup(path: string): Promise<string> {
  await laddaSidansSprak(path.startsWith('/en') ? 'en' : 'sv');
  await laddaAppensOversattning(kataloger);
  try {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const { container, findByRole, unmount } = render(<RouterProvider router={router} />);
    await findByRole('heading', { level: 1 });
    const html = container.innerHTML;
    unmount();
    return html;
  } finally {
    await laddaSidansSprak('sv');
  }
}

describe('prerenderPages', () => {
  it('renders the start page, the /info index and every information page, in both languages', async () => {
    const pages = await prerenderPages();
    const swedish = ['/', '/info', ...infoPages.map((page) => `/info/${page.slug}`)];
    const english = ['/en', '/en/info', ...infoPages.map((page) => `/en/info/${page.slug}`)];
    expect(pages.map((page) => page.path).sort()).toEqual([...swedish, ...english].sort());
  });

  it.each([
    '/',
    '/info',
    '/info/om-oss',
    '/info/kakor',
    '/info/nyheter',
    '/en',
    '/en/info',
    '/en/info/om-oss',
    '/en/info/nyheter',
  ])(
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

  it('renders the English pages in English, linking to the English pages, and Swedish after them', async () => {
    const pages = await prerenderPages();
    const aboutUs = pages.find((page) => page.path === '/en/info/om-oss');
    expect(aboutUs).toMatchObject({
      title: 'About us',
      crumbs: { '/en/info': 'Information', '/en/info/om-oss': 'About us' },
    });
    expect(aboutUs?.html).toContain('href="/en/info/kontakta-oss"');
    expect(pages.find((page) => page.path === '/en/info')?.html).toContain(
      '<h1>Information about the service</h1>',
    );
    expect(pages.find((page) => page.path === '/en/info/nyheter')?.html).toMatch(
      /Published <time dateTime="2026-11-02">2 November 2026<\/time>/,
    );
    // The language is Swedish again for whatever renders next.
    expect(pages.find((page) => page.path === '/info')?.html).toContain(
      '<h1>Information om tjänsten</h1>',
    );
    expect((await prerenderPages()).find((page) => page.path === '/info')?.title).toBe(
      'Information om tjänsten',
    );
  });
});
