import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { allmannaTexter } from '@fullmakt/shared/first-view';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found and error pages (SPEC §8)', () => {
  it('say where to turn when a page cannot be found', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(allmannaTexter.http404)).toBeInTheDocument();
    expect(allmannaTexter.http404).toContain('Kontakta supporten');
  });

  it('say where to turn after a technical error', () => {
    render(
      <MemoryRouter>
        <ErrorPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(allmannaTexter.http500)).toBeInTheDocument();
    expect(allmannaTexter.http500).toContain('Kontakta supporten');
  });
});
