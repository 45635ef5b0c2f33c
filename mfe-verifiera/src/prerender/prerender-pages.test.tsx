import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { verifieraSidaTexter as t } from '@fullmakt/shared';
import { routes } from '../routes';
import { prerenderPages } from './prerender-pages';

describe('prerenderPages', () => {
  it('renders the heading and the ingress of /verifiera, and no form', async () => {
    const [page, ...others] = await prerenderPages();
    expect(others).toEqual([]);
    expect(page?.path).toBe('/verifiera');
    expect(page?.title).toBe(t.titel);
    expect(page?.crumbs).toEqual({});
    const parsed = document.createElement('div');
    parsed.innerHTML = page?.html ?? '';
    expect(parsed.querySelector('div.page > h1:first-child')?.textContent).toBe(t.titel);
    expect(parsed.textContent).toBe(`${t.titel}${t.ingress}`);
    expect(parsed.querySelector('form, input, button')).toBeNull();
  });

  it('is the start of what the page draws, so nothing moves when it takes over', async () => {
    const [page] = await prerenderPages();
    const router = createMemoryRouter(routes, { initialEntries: ['/verifiera'] });
    const { container } = render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1 });
    const drawn = container.querySelector('div.page');
    const prerendered = (page?.html ?? '').replace(/<\/div>$/, '');
    expect(drawn?.outerHTML.startsWith(prerendered)).toBe(true);
  });
});
