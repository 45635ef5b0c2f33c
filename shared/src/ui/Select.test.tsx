import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeBrott } from '../testing/axe';
import { Select } from './Select';

const lan = [
  { varde: 'AB', etikett: 'Stockholms län' },
  { varde: 'Y', etikett: 'Västernorrlands län' },
];

function Val({ fel, disabled }: { fel?: string; disabled?: boolean }) {
  const [varde, setVarde] = useState('');
  return (
    <Select
      id="lan"
      etikett="Län"
      hjalp="Där du bor."
      fel={fel}
      alternativ={lan}
      varde={varde}
      tomt="Välj län"
      onChange={setVarde}
      disabled={disabled}
    />
  );
}

describe('Select', () => {
  it('is a labelled combobox, empty until chosen, described by its hint and error', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container, rerender } = render(<Val />);
    const val = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Län' });
    expect(val.value).toBe('');
    expect(val.getAttribute('aria-describedby')).toBe('lan-hjalp');
    await userEvent.selectOptions(val, 'Västernorrlands län');
    expect(val.value).toBe('Y');
    expect(await axeBrott(container)).toEqual([]);
    rerender(<Val fel="Välj ett län." />);
    expect(val.getAttribute('aria-invalid')).toBe('true');
    expect(val.getAttribute('aria-describedby')).toBe('lan-hjalp lan-fel');
    expect(val.closest('.field')?.className).toBe('field field--error');
    rerender(<Val disabled />);
    expect(val.disabled).toBe(true);
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
