import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '@fullmakt/shared';
import { routes } from '../routes';
import { prerenderPages } from './prerender-pages';

afterEach(() => {
  sessionStore.getState().clear();
});

describe('prerenderPages', () => {
  it('renders the heading of /privat/fullmaktsgivare with the list being fetched, and nothing of a user', async () => {
    const [page, ...others] = await prerenderPages();
    expect(others).toEqual([]);
    expect(page?.path).toBe('/privat/fullmaktsgivare');
    const parsed = document.createElement('div');
    parsed.innerHTML = page?.html ?? '';
    expect(parsed.querySelector('div.page > h1:first-child')?.textContent).toBe(
      'Fullmakter du har gett',
    );
    const status = parsed.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-busy')).toBe('true');
    expect(status?.textContent).toBe('Hämtar fullmakter …');
    expect(parsed.textContent).toBe(
      'Fullmakter du har gettFullmakter du har fåttHämtar fullmakter …',
    );
    expect(parsed.querySelector('a')?.getAttribute('href')).toBe('/privat/ombud');
    // The same breadcrumb labels as the route handles, so the trail does not change.
    expect(page?.crumbs).toEqual({
      '/privat': 'Privat',
      '/privat/fullmaktsgivare': 'Fullmakter du har gett',
    });
  });

  it('has the heading where the page draws it: first in the page', async () => {
    const [page] = await prerenderPages();
    const router = createMemoryRouter(routes, { initialEntries: ['/privat/fullmaktsgivare'] });
    const { container } = render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1 });
    const drawn = container.querySelector('div.page > h1:first-child');
    expect(drawn?.outerHTML).toBe('<h1>Fullmakter du har gett</h1>');
    expect(page?.html.startsWith(`<div class="page">${drawn?.outerHTML ?? ''}`)).toBe(true);
  });
});
