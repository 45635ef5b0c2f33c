import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott } from '../testing/axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text, primary by default, not a submit unless it says so', async () => {
    const fel = vi.spyOn(console, 'error');
    const klick = vi.fn();
    const { container } = render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button onClick={klick}>Spara</Button>
        <Button variant="secondary">Avbryt</Button>
        <Button variant="link" className="extra">
          Visa mer
        </Button>
        <Button variant="on-brand">Logga in</Button>
        <Button type="submit" disabled>
          Skicka
        </Button>
      </form>,
    );
    const spara = screen.getByRole('button', { name: 'Spara' });
    expect(spara.getAttribute('type')).toBe('button');
    expect(spara.className).toBe('button');
    expect(screen.getByRole('button', { name: 'Avbryt' }).className).toBe(
      'button button--secondary',
    );
    expect(screen.getByRole('button', { name: 'Visa mer' }).className).toBe(
      'button button--link extra',
    );
    expect(screen.getByRole('button', { name: 'Logga in' }).className).toBe(
      'button button--on-brand',
    );
    const skicka = screen.getByRole('button', { name: 'Skicka' });
    expect(skicka.getAttribute('type')).toBe('submit');
    expect((skicka as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(spara);
    expect(klick).toHaveBeenCalledOnce();
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
