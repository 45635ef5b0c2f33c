import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared/first-view';
import * as sample from '../../build/fixtures/valid/sample.md';
import { ContentLink, markdownComponents } from './ContentLink';

/** A compiled fixture page at /info/sample, and a stand-in for every page it links to. */
function renderSample() {
  const router = createMemoryRouter(
    [
      { path: '/info/sample', element: <sample.Content components={markdownComponents} /> },
      { path: '*', element: <p>Annan sida</p> },
    ],
    { initialEntries: ['/info/sample'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('links in the compiled content', () => {
  it('renders the Markdown as elements: headings, lists, a table, emphasis, literal { and <', () => {
    renderSample();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Ett underavsnitt' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Syfte' })).toBeInTheDocument();
    expect(screen.getByText('fet text').tagName).toBe('STRONG');
    expect(screen.getByText(/tecknen \{ \} < > som vanlig text/)).toBeInTheDocument();
    expect(sample.meta).toEqual({
      title: 'Exempelsida',
      breadcrumb: 'Exempel',
      description: 'En sida som visar allt som innehållet får innehålla.',
    });
  });

  it('navigates internal links with the router, without a page load', async () => {
    const router = renderSample();
    await userEvent.click(screen.getByRole('link', { name: 'Den andra exempelsidan' }));
    expect(router.state.location.pathname).toBe('/info/other');
    expect(screen.getByText('Annan sida')).toBeInTheDocument();
  });

  it('leaves server pages, other sites and e-mail as ordinary links', () => {
    renderSample();
    for (const [name, href] of [
      ['API-dokumentationen', '/api/docs'],
      ['Myndigheten för digital förvaltning (digg.se)', 'https://www.digg.se'],
      ['Skicka e-post till kundtjänst', 'mailto:kundtjanst@example.se'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('chooses the role when a link leads to a role start page', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <ContentLink href="/privat">Fullmakter för privatpersoner</ContentLink>,
        },
        { path: '*', element: <p>Annan sida</p> },
      ],
      { initialEntries: ['/'] },
    );
    fullmaktStore.getState().setAppMode('ORGANISATION');
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Fullmakter för privatpersoner' }));
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    expect(router.state.location.pathname).toBe('/privat');
  });
});
