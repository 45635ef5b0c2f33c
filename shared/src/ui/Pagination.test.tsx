import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott } from '../testing/axe';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is a named navigation whose buttons turn the page and stop at either end', async () => {
    const fel = vi.spyOn(console, 'error');
    const onSida = vi.fn();
    const { container, rerender } = render(
      <Pagination etikett="Sidor" sida={1} antal={3} onSida={onSida} />,
    );
    expect(screen.getByRole('navigation', { name: 'Sidor' })).toBeTruthy();
    expect(screen.getByText('Sida 1 av 3').getAttribute('aria-live')).toBe('polite');
    const foregaende = screen.getByRole('button', { name: 'Föregående sida' });
    expect((foregaende as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(onSida).toHaveBeenCalledWith(2);
    rerender(<Pagination etikett="Sidor" sida={3} antal={3} onSida={onSida} />);
    expect((screen.getByRole('button', { name: 'Nästa sida' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Föregående sida' }));
    expect(onSida).toHaveBeenLastCalledWith(2);
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('is not there when everything fits on one page', () => {
    const { container } = render(
      <Pagination etikett="Sidor" sida={1} antal={1} onSida={() => undefined} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
