import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('is a named modal dialog with focus on its question; Escape and Avbryt cancel', async () => {
    const bekrafta = vi.fn();
    const avbryt = vi.fn();
    render(
      <ConfirmDialog rubrik="Vill du ta bort utkastet?" onBekrafta={bekrafta} onAvbryt={avbryt}>
        <p>Det går inte att ångra.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vill du ta bort utkastet?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Vill du ta bort utkastet?' }),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(avbryt).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, fortsätt' }));
    expect(bekrafta).toHaveBeenCalledOnce();
  });
});
