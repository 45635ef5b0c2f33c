import { useState } from 'react';
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
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Vill du ta bort utkastet?' }),
    );
    // Focus stays inside: Tab past the last button comes back to the first.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja, fortsätt' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja, fortsätt' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Avbryt' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(avbryt).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, fortsätt' }));
    expect(bekrafta).toHaveBeenCalledOnce();
  });

  it('gives focus back to the button that opened it when it closes', async () => {
    function Oppnare() {
      const [oppen, setOppen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOppen(true)}>
            Återkalla
          </button>
          {oppen ? (
            <ConfirmDialog
              rubrik="Säker?"
              onBekrafta={() => undefined}
              onAvbryt={() => setOppen(false)}
            >
              <p>Text</p>
            </ConfirmDialog>
          ) : null}
        </>
      );
    }
    render(<Oppnare />);
    const knapp = screen.getByRole('button', { name: 'Återkalla' });
    await userEvent.click(knapp);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Säker?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(knapp);
  });
});
