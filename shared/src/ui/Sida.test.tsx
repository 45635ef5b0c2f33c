import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Ingress } from './Ingress';
import { Sida } from './Sida';

describe('Sida and Ingress', () => {
  it('wrap a page in the page width, with its own class beside it, and its lead under the h1', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <main>
        <Sida className="start-page">
          <h1>Fullmakt</h1>
          <Ingress>Ge någon rätt att sköta ärenden åt dig.</Ingress>
        </Sida>
        <Sida>
          <h2>Fler sidor</h2>
        </Sida>
      </main>,
    );
    const rubrik = screen.getByRole('heading', { level: 1, name: 'Fullmakt' });
    expect(rubrik.parentElement?.className).toBe('page start-page');
    expect(screen.getByRole('heading', { level: 2 }).parentElement?.className).toBe('page');
    const ingress = screen.getByText('Ge någon rätt att sköta ärenden åt dig.');
    expect(ingress.tagName).toBe('P');
    expect(ingress.className).toBe('lead');
    expect(rubrik.nextElementSibling).toBe(ingress);
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
