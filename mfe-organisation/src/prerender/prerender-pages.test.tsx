import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { svaraHttp } from '@fullmakt/shared/testing';
import { routes } from '../routes';
import { nollstall } from '../test/render';
import { prerenderPages } from './prerender-pages';

beforeEach(() => {
  nollstall();
});

describe('prerenderPages', () => {
  it('renders /organisation as the browser first draws it, before the organisations have come', async () => {
    // The registry's answer never comes: the page as it stands while it waits.
    svaraHttp(() => new Promise(() => undefined));
    const [page, ...others] = await prerenderPages();
    expect(others).toEqual([]);
    expect(page?.path).toBe('/organisation');
    const router = createMemoryRouter(routes, { initialEntries: ['/organisation'] });
    const { container, findByRole } = render(<RouterProvider router={router} />);
    await findByRole('heading', { level: 1, name: 'Välj organisation' });
    // Parsed as the browser parses the document, so both are compared in one form.
    const parsed = document.createElement('div');
    parsed.innerHTML = page?.html ?? '';
    expect(parsed.innerHTML).toBe(container.innerHTML);
    expect(parsed.querySelector('p.lead')?.textContent).toBe(
      'Välj den organisation som du vill hantera fullmakter för.',
    );
    expect(parsed.querySelector('[role="status"]')?.textContent).toBe(
      'Hämtar dina organisationer …',
    );
    expect(page?.crumbs).toEqual({ '/organisation': 'Organisation' });
  });
});
