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
});
