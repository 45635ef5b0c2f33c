import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  laddaAppensOversattning,
  laddaSidansSprak,
  routeHandle,
} from '@fullmakt/shared/first-view';
import { svaraHttp } from '@fullmakt/shared/testing';
import { englishPage } from './content/english-pages';
import { infoPages } from './content/info-pages';
import { kataloger } from './oversattning';
import { InfoPage } from './pages/InfoPage';
import { routes } from './routes';

beforeEach(async () => {
  svaraHttp(() => ({ data: { tredjeman: [] } }));
  // An English page: the shell has loaded the translation before the remote's routes.
  await laddaSidansSprak('en');
  await laddaAppensOversattning(kataloger);
});
afterEach(async () => {
  await laddaSidansSprak('sv');
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('mfe-info in English under /en', () => {
  it('has an English page for every Swedish information page', () => {
    for (const { slug } of infoPages) {
      expect(englishPage(slug).meta.title).not.toBe('');
    }
    expect(() => englishPage('saknas')).toThrow(/saknar sin engelska sida/);
  });

  it('shows the English start page and an English page with its title and crumbs', async () => {
    const router = renderAt('/en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Digital powers of attorney' }),
    ).toBeInTheDocument();
    await router.navigate('/en/info/om-oss');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    const handles = router.state.matches.map((match) => routeHandle(match.route));
    expect(handles.at(-1)).toMatchObject({
      public: true,
      title: 'About us',
      breadcrumb: 'About us',
    });
    expect(handles.some((handle) => handle.breadcrumb === 'Information')).toBe(true);
  });

  it('lists the English pages on /en/info, each at its English address', async () => {
    renderAt('/en/info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Information about the service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/info/om-oss',
    );
  });

  it('shows a page without a translation in Swedish, under a note in English', () => {
    render(
      <InfoPage
        page={{
          meta: { title: 'Om oss', breadcrumb: 'Om oss', description: 'Vilka vi är.' },
          Content: () => <p>Text på svenska.</p>,
          translated: false,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Om oss' })).toHaveAttribute('lang', 'sv');
    expect(
      screen.getByText('This text is not yet available in English. It is shown in Swedish.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Text på svenska.').closest('[lang]')).toHaveAttribute('lang', 'sv');
  });
});
