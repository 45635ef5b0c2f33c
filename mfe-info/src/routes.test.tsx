import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { fullmaktStore, routeHandle, sessionStore } from '@fullmakt/shared/first-view';
import { ANNA, svaraHttp } from '@fullmakt/shared/testing';
import { infoPages } from './content/info-pages';
import { infoPageRoute, routes } from './routes';

const specPaths = [
  '/',
  '/info/anslut',
  '/info/anslutna-parter',
  '/info/fragor-och-svar',
  '/info/fungerar',
  '/info/kakor',
  '/info/kontakta-oss',
  '/info/nyheter',
  '/info/om-oss',
  '/info/personuppgifter',
  '/info/tillganglighet',
  '/info/varfor-ansluta',
  '/info/utvecklare',
];

/** Link names that do not say where a link goes. */
const vagueLinkNames = /^(här|klicka här|läs mer|mer|länk)$/i;

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // The list of connected parties (on /info/anslutna-parter) comes back empty.
  svaraHttp(() => ({ data: { tredjeman: [] } }));
});

describe('mfe-info routes', () => {
  it('has exactly the start page and the twelve information pages of SPEC §2', () => {
    expect(infoPages.map((p) => `/info/${p.slug}`).sort()).toEqual(
      specPaths.filter((p) => p !== '/').sort(),
    );
  });

  it.each(specPaths)('%s is a public page with a title and a breadcrumb label', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1);
    // The page's text arrives with its route (lazy), the index page's at once.
    expect(leaf?.route.element ?? leaf?.route.lazy).toBeTruthy();
    expect(routeHandle(leaf?.route ?? {}).public).toBe(true);
    expect(routeHandle(leaf?.route ?? {}).title).toBeTruthy();
    if (path !== '/') {
      expect(routeHandle(leaf?.route ?? {}).breadcrumb).toBeTruthy();
    }
  });

  it.each(specPaths)(
    '%s has one h1 (its title), headings in order and links that say where they go',
    async (path) => {
      renderAt(path);
      // A lazy route's first render imports its chunks (on /info/anslutna-parter also the
      // API client), which vitest transforms on first use: over the default 1 s on a loaded
      // machine (seen in a full run on Node 24 at load average 9), so the wait is longer.
      const h1s = await screen.findAllByRole('heading', { level: 1 }, { timeout: 5_000 });
      expect(h1s).toHaveLength(1);
      const leaf = (matchRoutes(routes, path) ?? []).at(-1);
      expect(h1s[0]).toHaveTextContent(routeHandle(leaf?.route ?? {}).title ?? '');

      const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
      levels.forEach((level, index) => {
        expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      });
      const links = screen.queryAllByRole('link');
      for (const link of links) {
        expect(link).toHaveAccessibleName();
        expect(link.textContent ?? '').not.toMatch(vagueLinkNames);
        expect(link.getAttribute('href')).toBeTruthy();
      }
    },
  );

  it('renders the start page with the two ways in, sign-in and the role start pages', async () => {
    renderAt('/');
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Jag är privatperson' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Jag företräder ett företag eller en organisation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in med e-legitimation' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      screen.getByRole('link', { name: 'Fullmakter för dig som privatperson' }),
    ).toHaveAttribute('href', '/privat');
    expect(
      screen.getByRole('link', { name: 'Fullmakter för företag och organisationer' }),
    ).toHaveAttribute('href', '/organisation');
  });

  it('does not ask a signed-in user to sign in: the link goes to their pages instead', async () => {
    sessionStore.getState().setUser(ANNA);
    fullmaktStore.getState().setAppMode('PRIVAT');
    try {
      renderAt('/');
      await screen.findAllByRole('heading', { level: 1 });
      expect(
        screen.queryByRole('link', { name: 'Logga in med e-legitimation' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Till dina fullmakter' })).toHaveAttribute(
        'href',
        '/privat',
      );
    } finally {
      sessionStore.getState().setUser(undefined);
      fullmaktStore.getState().setAppMode('ORGANISATION');
    }
  });

  it('the accessibility statement names the law, the supervisory authority and how to report', async () => {
    renderAt('/info/tillganglighet');
    await screen.findByRole('heading', { level: 1, name: 'Tillgänglighet för Fullmakt' });
    for (const heading of [
      'Hur tillgänglig är tjänsten?',
      'Rapportera brister i tjänstens tillgänglighet',
      'Tillsyn',
      'Innehåll som inte är tillgängligt',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/lagen \(2018:1937\) om tillgänglighet/)).toBeInTheDocument();
    expect(screen.getByText(/Myndigheten för digital förvaltning \(DIGG\)/)).toBeInTheDocument();
    expect(screen.getByText(/delvis förenlig/)).toBeInTheDocument();
  });

  it('the developers page links the API docs and the OpenAPI document as server pages', async () => {
    renderAt('/info/utvecklare');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('link', { name: /API-dokumentation/ });
    expect(main).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: /OpenAPI, JSON/ })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
  });

  it('the personal data page states retention, rights, the DPO and IMY', async () => {
    renderAt('/info/personuppgifter');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/30 dagar efter den senaste underskriften/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dataskyddsombud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /imy\.se/ })).toBeInTheDocument();
  });

  it('/info/nyheter shows the news items after its text, their site links through the router', async () => {
    const router = renderAt('/info/nyheter');
    await screen.findByRole('heading', { level: 1, name: 'Nyheter' });
    // Newest first, one h2 each (news-page.tsx: the page's chunk holds its news).
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Fler kommuner har anslutit sig',
    );
    // The news items get the page's markdownComponents: a link to a page of the site is the
    // router's (a plain <a> would leave the router where it was); the route loads its chunk.
    await userEvent.click(screen.getByRole('link', { name: 'anslutna myndigheter och kommuner' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/info/anslutna-parter'), {
      timeout: 5_000,
    });
  });

  it('the cookie page lists the session, XSRF and cohort cookies in a table', async () => {
    renderAt('/info/kakor');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    // The production names (secure cookies, issue 18), as the server sets them there.
    expect(within(table).getByText('__Host-XSRF-TOKEN')).toBeInTheDocument();
    expect(within(table).getByText('__Host-session')).toBeInTheDocument();
    expect(within(table).getByText('__Secure-interaction')).toBeInTheDocument();
    // The canary's cohort (server/src/web/cohort-cookie.ts, issue 29).
    expect(within(table).getByText('__Host-fullmakt-kohort')).toBeInTheDocument();
  });
});

describe('an information page whose chunks are gone after a redeploy', () => {
  it('loads the page anew once, even when its text and its live content both fail', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStorage.clear();
    const entry = infoPages.find((p) => p.slug === 'anslutna-parter');
    if (!entry) {
      throw new Error('anslutna-parter saknas');
    }
    const gone = () => Promise.reject(new Error('Loading chunk 445 failed'));
    const route = infoPageRoute({ ...entry, load: gone }, gone);
    void (route.lazy as () => Promise<unknown>)();
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/info/anslutna-parter');
    });
    // The once-only guard still stands for the page that reloads.
    expect(sessionStorage.getItem('fullmakt.info.sidaOmladdad')).toBe('/info/anslutna-parter');
    expect(assign).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
