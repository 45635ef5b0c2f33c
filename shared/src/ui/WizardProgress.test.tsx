import { render, screen } from '@testing-library/react';
import { PRIVAT_STEG } from '../domain/wizard';
import { WizardProgress } from './WizardProgress';

describe('WizardProgress', () => {
  it("says 'Steg {step} av {total}' and titles each step, marking the current one", () => {
    render(<WizardProgress ordning={PRIVAT_STEG} steg="giltighet" />);
    expect(screen.getByText('Steg 3 av 5')).toBeTruthy();
    const steg = screen.getAllByRole('listitem');
    expect(steg.map((s) => s.textContent)).toEqual([
      'Steg 1 av 5: Välj tredje man',
      'Steg 2 av 5: Välj fullmakt',
      'Steg 3 av 5: Fullmaktshavare och giltighetstid',
      'Steg 4 av 5: Behörigheter',
      'Steg 5 av 5: Skriv under',
    ]);
    expect(steg[2]?.getAttribute('aria-current')).toBe('step');
    expect(steg.filter((s) => s.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
