import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Button } from './Button';
import { ButtonRow } from './ButtonRow';

describe('ButtonRow', () => {
  it('holds its buttons in order in the row class', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <ButtonRow>
        <Button>Nästa</Button>
        <Button variant="secondary">Tillbaka</Button>
      </ButtonRow>,
    );
    const knappar = screen.getAllByRole('button');
    expect(knappar.map((k) => k.textContent)).toEqual(['Nästa', 'Tillbaka']);
    expect(knappar[0]?.parentElement?.className).toBe('button-row');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
