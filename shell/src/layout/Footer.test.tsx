import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Footer } from './Footer';

describe('Footer', () => {
  it('has static links under its three headings, the administrator and the EU logo text', () => {
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
    render(<RouterProvider router={router} />);
    const footer = screen.getByRole('contentinfo');
    const sections = within(footer).getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual([
      'Om webbsidan',
      'Om webbplatsen',
      'Om tjänsten',
    ]);
    for (const section of sections) {
      expect(within(section).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(
      within(sections[0] as HTMLElement).getByRole('link', { name: 'Tillgänglighet' }),
    ).toHaveAttribute('href', '/info/tillganglighet');
    expect(footer).toHaveTextContent('Fullmakt förvaltas av Myndigheten för digitala fullmakter.');
    expect(footer).toHaveTextContent('Finansieras av Europeiska unionen');
  });
});
