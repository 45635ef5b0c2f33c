import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  stegAv,
  stegPosition,
  useFullmaktStore,
  wizardStegTexter,
  wizardTexter,
} from '@fullmakt/shared';
import type { SkapaSteg } from '@fullmakt/shared';
import { omdirigering } from './omdirigering';

/**
 * Frame of one wizard step: the guard (redirect when no principal or a failed
 * prerequisite), the heading, and the progress 'Steg {step} av {total}' with the step list.
 */
export function WizardSteg({
  steg,
  rubrik,
  children,
}: {
  steg: SkapaSteg;
  rubrik: string;
  children: ReactNode;
}) {
  const appMode = useFullmaktStore((s) => s.appMode);
  const skapande = useFullmaktStore((s) => s.skapande);
  const ordning = useFullmaktStore((s) => s.stegordning)();
  const mal = omdirigering(steg, appMode, skapande);
  if (mal !== undefined) {
    return <Navigate to={mal} replace />;
  }
  const { step, total } = stegPosition(ordning, steg);
  return (
    <div className="page">
      <p className="wizard-progress">{stegAv(step, total)}</p>
      <h1>{rubrik}</h1>
      <ol aria-label={wizardTexter.stegLista} className="wizard-steps">
        {ordning.map((s) => (
          <li key={s} aria-current={s === steg ? 'step' : undefined}>
            {wizardStegTexter[s]}
            {s === steg ? (
              <span className="visually-hidden"> {wizardTexter.aktuelltSteg}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
