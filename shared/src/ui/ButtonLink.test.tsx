import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { axeBrott } from '../testing/axe';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link to its route that looks like a button of its variant', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <MemoryRouter>
        <ButtonLink to="/privat/skapa/steg-1" variant="secondary">
          Tillbaka
        </ButtonLink>
        <ButtonLink to="/">Till start</ButtonLink>
      </MemoryRouter>,
    );
    const tillbaka = screen.getByRole('link', { name: 'Tillbaka' });
    expect(tillbaka.getAttribute('href')).toBe('/privat/skapa/steg-1');
    expect(tillbaka.className).toBe('button button--secondary');
    expect(screen.getByRole('link', { name: 'Till start' }).className).toBe('button');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
