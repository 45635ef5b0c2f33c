import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Fieldset } from './Fieldset';

describe('Fieldset', () => {
  it('is a group named by its legend, described by its error and hint, marked when in error', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container, rerender } = render(
      <Fieldset legend="Giltighetstid" beskrivning={['tips']}>
        <p id="tips">Välj datum.</p>
      </Fieldset>,
    );
    const grupp = screen.getByRole('group', { name: 'Giltighetstid' });
    expect(grupp.className).toBe('field');
    expect(grupp.getAttribute('aria-describedby')).toBe('tips');
    expect(await axeBrott(container)).toEqual([]);
    rerender(
      <Fieldset legend="Giltighetstid" fel="Välj ett datum." felId="tid-fel" beskrivning={['tips']}>
        <p id="tips">Välj datum.</p>
      </Fieldset>,
    );
    expect(grupp.className).toBe('field field--error');
    expect(grupp.getAttribute('aria-describedby')).toBe('tid-fel tips');
    expect(document.getElementById('tid-fel')?.textContent).toBe('Välj ett datum.');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});
