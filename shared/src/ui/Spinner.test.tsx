import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('says what is loading in a status region', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(<Spinner text="Hämtar fullmakter …" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Hämtar fullmakter …');
    expect(status.className).toBe('spinner');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
