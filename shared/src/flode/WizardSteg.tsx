import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { SkapaSteg } from '../domain/wizard';
import { useFullmaktStore } from '../store/hooks';
import { ombudTexter } from '../texts/ombud';
import { wizardTexter } from '../texts/privat';
import { WizardProgress } from '../ui/WizardProgress';
import { useFlode } from './flode-context';
import { omdirigering } from './omdirigering';
import { givareText } from './vy/givare-text';
import { Sida } from '../ui/Sida';

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
  const flode = useFlode();
  const appMode = useFullmaktStore((s) => s.appMode);
  const transport = useFullmaktStore((s) => s.transport);
  const skapande = useFullmaktStore((s) => s.skapande);
  const ordning = useFullmaktStore((s) => s.stegordning)();
  const mal = omdirigering(flode, steg, { appMode, transport, skapande }, ordning);
  // Whether the step was allowed when it was first shown; fixed for the life of the page.
  const [giltigVidStart] = useState(mal === undefined);
  if (mal !== undefined) {
    // Valid when shown and invalid now means the store was reset under the page: a role
    // change, which navigates to the new role's start page itself. Redirecting here would
    // override that navigation, so the step only empties.
    return giltigVidStart ? null : <Navigate to={mal} replace />;
  }
  return (
    <Sida>
      <h1>{rubrik}</h1>
      {/* A share names the power it shares and whose it is, on every step (issue 36). */}
      {flode.transport && skapande.ursprung ? (
        <p>{ombudTexter.delarVidare(skapande.ursprung.rubrik, givareText(skapande.ursprung))}</p>
      ) : null}
      <WizardProgress
        ordning={ordning}
        steg={steg}
        etikett={flode.transport ? wizardTexter.delaStegLista : wizardTexter.stegLista}
      />
      {children}
    </Sida>
  );
}
