import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott } from '../testing/axe';
import { Checkbox } from './Checkbox';
import { Fieldset } from './Fieldset';

function Grupp() {
  const [valda, setValda] = useState<readonly string[]>(['se']);
  const vaxla = (id: string) =>
    setValda(valda.includes(id) ? valda.filter((v) => v !== id) : [...valda, id]);
  return (
    <Fieldset legend="Behörigheter">
      <Checkbox
        id="se"
        etikett="Se uppgifter"
        checked={valda.includes('se')}
        onChange={() => vaxla('se')}
      />
      <Checkbox
        id="andra"
        etikett="Ändra uppgifter"
        beskrivning="Får ändra det som är registrerat."
        checked={valda.includes('andra')}
        onChange={() => vaxla('andra')}
      />
      <Checkbox id="las" etikett="Låst" checked disabled onChange={() => undefined} />
    </Fieldset>
  );
}

describe('Checkbox', () => {
  it('is checked by its label, described by its line, and stays as it is when disabled', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(<Grupp />);
    const ruta = (namn: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: namn });
    expect(ruta('Se uppgifter').checked).toBe(true);
    expect(ruta('Ändra uppgifter').checked).toBe(false);
    const beskrivning = ruta('Ändra uppgifter').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(beskrivning)?.textContent).toBe(
      'Får ändra det som är registrerat.',
    );
    await userEvent.click(screen.getByText('Ändra uppgifter'));
    expect(ruta('Ändra uppgifter').checked).toBe(true);
    const las = ruta('Låst');
    await userEvent.click(las);
    expect(las.checked).toBe(true);
    expect(las.disabled).toBe(true);
    expect(las.closest('.choice')).not.toBeNull();
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
