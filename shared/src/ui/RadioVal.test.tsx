import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott } from '../testing/axe';
import { RadioVal } from './RadioVal';

const alternativ = [
  { id: 'post', etikett: 'Med post' },
  { id: 'digitalt', etikett: 'Digitalt', beskrivning: 'Till din digitala brevlåda.' },
];

function Val({ fel }: { fel?: string }) {
  const [vald, setVald] = useState<string>();
  return (
    <RadioVal
      namn="besked"
      legend="Hur vill du få besked?"
      alternativ={alternativ}
      vald={vald}
      onVal={setVald}
      fel={fel}
    />
  );
}

describe('RadioVal', () => {
  it('is a named group of radios, one chosen by its label, an option described by its line', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(<Val />);
    const grupp = screen.getByRole('group', { name: 'Hur vill du få besked?' });
    expect(grupp.className).toBe('field');
    await userEvent.click(screen.getByText('Digitalt'));
    const digitalt = screen.getByRole<HTMLInputElement>('radio', { name: 'Digitalt' });
    expect(digitalt.checked).toBe(true);
    expect(digitalt.id).toBe('besked-digitalt');
    const beskrivning = digitalt.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(beskrivning)?.textContent).toBe('Till din digitala brevlåda.');
    expect(
      screen.getByRole('radio', { name: 'Med post' }).getAttribute('aria-describedby'),
    ).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('sets short options side by side when inline', () => {
    render(
      <RadioVal
        namn="tid"
        legend="Tid"
        alternativ={alternativ}
        vald="post"
        onVal={() => undefined}
        inline
      />,
    );
    const rad = screen.getByRole('radio', { name: 'Med post' }).closest('.choice');
    expect(rad?.parentElement?.className).toBe('choice-group--inline');
  });

  it('marks the group in error and describes it with the error', async () => {
    const { container } = render(<Val fel="Välj hur du vill få besked." />);
    const grupp = screen.getByRole('group', { name: 'Hur vill du få besked?' });
    expect(grupp.className).toBe('field field--error');
    expect(document.getElementById(grupp.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Välj hur du vill få besked.',
    );
    expect(await axeBrott(container)).toEqual([]);
  });
});
