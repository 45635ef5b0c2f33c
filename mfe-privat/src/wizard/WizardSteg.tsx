import type { ReactNode } from 'react';
import { useState } from 'react';
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
  // Whether the step was allowed when it was first shown; fixed for the life of the page.
  const [giltigVidStart] = useState(mal === undefined);
  if (mal !== undefined) {
    // Valid when shown and invalid now means the store was reset under the page: a role
    // change, which navigates to the new role's start page itself. Redirecting here would
    // override that navigation, so the step only empties.
    return giltigVidStart ? null : <Navigate to={mal} replace />;
  }
  return (
    <div className="page">
      <h1>{rubrik}</h1>
      <WizardProgress ordning={ordning} steg={steg} />
      {children}
    </div>
  );
}
