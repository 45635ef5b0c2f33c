import { render, screen } from '@testing-library/react';
import { TextFalt } from './TextFalt';

describe('TextFalt', () => {
  it('has a visible label and describes the field with its hint and error', () => {
    render(
      <TextFalt
        id="pnr"
        etikett="Personnummer"
        hjalp="ååååmmdd-nnnn"
        fel="Fyll i fullmaktshavare."
        varde=""
        onChange={() => undefined}
      />,
    );
    const falt = screen.getByRole('textbox', { name: 'Personnummer' });
    expect(falt.getAttribute('aria-invalid')).toBe('true');
    expect(falt.getAttribute('aria-describedby')).toBe('pnr-hjalp pnr-fel');
    expect(document.getElementById('pnr-fel')?.textContent).toBe('Fyll i fullmaktshavare.');
  });

  it('says a status line politely, from a region always in the page, and describes the field with it', () => {
    const props = { id: 'pnr', etikett: 'Personnummer', varde: '', onChange: () => undefined };
    const { rerender } = render(<TextFalt {...props} status={{ fel: false }} />);
    const falt = screen.getByRole('textbox', { name: 'Personnummer' });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(falt.getAttribute('aria-describedby')).toBeNull();
    rerender(<TextFalt {...props} status={{ text: 'Personnumret finns inte.', fel: true }} />);
    expect(falt.getAttribute('aria-describedby')).toBe('pnr-status');
    expect(screen.getByRole('status').textContent).toBe('Personnumret finns inte.');
    expect(falt.getAttribute('aria-invalid')).toBe('true');
    rerender(<TextFalt {...props} status={{ text: 'Lena Persson', fel: false }} />);
    expect(falt.getAttribute('aria-describedby')).toBe('pnr-status');
    expect(screen.getByRole('status').textContent).toBe('Lena Persson');
    expect(falt.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a value that cannot be changed as a disabled field', () => {
    render(
      <TextFalt
        id="org"
        etikett="Organisationsnummer"
        varde="556677-8899"
        onChange={() => undefined}
        disabled
      />,
    );
    const falt = screen.getByRole<HTMLInputElement>('textbox', { name: 'Organisationsnummer' });
    expect(falt.disabled).toBe(true);
    expect(falt.value).toBe('556677-8899');
  });

  it('sizes the input to what it holds: a personnummer, a date, or the full width', () => {
    const props = { etikett: 'Fält', varde: '', onChange: () => undefined };
    render(
      <>
        <TextFalt id="a" {...props} etikett="Personnummer" bredd="pnr" />
        <TextFalt id="b" {...props} etikett="Datum" bredd="datum" />
        <TextFalt id="c" {...props} etikett="Namn" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Personnummer' }).className).toBe(
      'field__input field__input--pnr',
    );
    expect(screen.getByRole('textbox', { name: 'Datum' }).className).toBe(
      'field__input field__input--datum',
    );
    expect(screen.getByRole('textbox', { name: 'Namn' }).className).toBe('field__input');
  });
});
