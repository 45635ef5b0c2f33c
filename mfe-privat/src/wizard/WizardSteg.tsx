import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { WizardProgress, useFullmaktStore } from '@fullmakt/shared';
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
  return (
    <div className="page">
      <h1>{rubrik}</h1>
      <WizardProgress ordning={ordning} steg={steg} />
      {children}
    </div>
  );
}
