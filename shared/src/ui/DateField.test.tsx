import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faltTexter } from '../texts/ui';
import { axeBrott } from '../testing/axe';
import { DateField } from './DateField';

describe('DateField', () => {
  it('is a ten-character text field with the date format as its hint, and its error', async () => {
    const fel = vi.spyOn(console, 'error');
    const onChange = vi.fn();
    const { container, rerender } = render(
      <DateField id="from" etikett="Giltig från" varde="" onChange={onChange} />,
    );
    const falt = screen.getByRole('textbox', { name: 'Giltig från' });
    expect(falt.className).toBe('field__input field__input--datum');
    expect(document.getElementById(falt.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      faltTexter.datumHjalp,
    );
    await userEvent.type(falt, '2');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(await axeBrott(container)).toEqual([]);
    rerender(
      <DateField
        id="from"
        etikett="Giltig från"
        fel="Ange ett datum."
        varde=""
        onChange={onChange}
      />,
    );
    expect(falt.getAttribute('aria-invalid')).toBe('true');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
