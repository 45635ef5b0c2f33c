import type { SkapaSteg } from '../domain/wizard';
import { stegPosition } from '../domain/wizard';
import { stegAv, stegTitel, wizardStegTexter } from '../texts/labels';
import { wizardTexter } from '../texts/privat';

/**
 * 'Steg {step} av {total}' and the list of step titles ('Steg x av y: titel'), the current
 * one marked with aria-current so a screen reader says where the user is.
 */
export function WizardProgress({
  ordning,
  steg,
  etikett = wizardTexter.stegLista,
}: {
  ordning: readonly SkapaSteg[];
  steg: SkapaSteg;
  /** What the list of steps is called (creating, or sharing onward). */
  etikett?: string;
}) {
  const { step, total } = stegPosition(ordning, steg);
  return (
    <>
      <p className="wizard-progress">{stegAv(step, total)}</p>
      <ol aria-label={etikett} className="wizard-steps">
        {ordning.map((s, index) => (
          <li key={s} aria-current={s === steg ? 'step' : undefined}>
            {stegTitel(index + 1, total, wizardStegTexter[s])}
          </li>
        ))}
      </ol>
    </>
  );
}
