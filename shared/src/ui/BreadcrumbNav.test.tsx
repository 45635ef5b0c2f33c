import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { axeBrott } from '../testing/axe';
import { BreadcrumbNav } from './BreadcrumbNav';

describe('BreadcrumbNav', () => {
  it('links every crumb but the last, which is the current page', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <MemoryRouter>
        <BreadcrumbNav
          etikett="Du är här"
          smulor={[
            { to: '/', label: 'Start' },
            { to: '/privat', label: 'Privat' },
            { to: '/privat/fullmakt/1', label: 'Fullmakt' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Du är här' });
    expect(nav.className).toBe('breadcrumbs');
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Start', 'Privat']);
    expect(screen.getByText('Fullmakt').getAttribute('aria-current')).toBe('page');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('is not there without crumbs', () => {
    const { container } = render(<BreadcrumbNav etikett="Du är här" smulor={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
