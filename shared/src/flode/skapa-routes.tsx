import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import type { SkapaSteg } from '../domain/wizard';
import type { RouteHandle } from '../routing/route-handle';
import { brodsmulorPerRoll } from '../texts/shell';
import { wizardStegTexter } from '../texts/labels';
import type { Flode } from './flode';
import { FlodeProvider } from './flode-context';
import { BehorighetSteg } from './steg/BehorighetSteg';
import { GiltighetSteg } from './steg/GiltighetSteg';
import { MallSteg } from './steg/MallSteg';
import { SigneringSteg } from './steg/SigneringSteg';
import { TredjemanSteg } from './steg/TredjemanSteg';
import { UnderskriftSteg } from './steg/UnderskriftSteg';

const krummor = brodsmulorPerRoll.organisation;

function steg(s: Exclude<SkapaSteg, 'tredjeman'>, element: ReactNode): RouteObject {
  const handle: RouteHandle = { title: wizardStegTexter[s], breadcrumb: krummor[s] };
  return { path: s, element, handle };
}

/** The flow's provider around its steps, and the remote's own guard when it has one. */
function ram(flode: Flode, vakt: ReactNode | undefined): ReactNode {
  return <FlodeProvider flode={flode}>{vakt ?? <Outlet />}</FlodeProvider>;
}

export interface SkapaRouteVal {
  /** The organisation's signatory step (SigneringSteg), in the flows of an organisation. */
  signering?: ReactNode;
  /** A guard element (rendering an Outlet) that the remote puts around every step. */
  vakt?: ReactNode;
}

/** The create steps of a grantor's flow, as the `skapa` route under the flow's base. */
export function skapaRoutes(flode: Flode, val: SkapaRouteVal = {}): RouteObject {
  return {
    path: 'skapa',
    element: ram(flode, val.vakt),
    handle: { breadcrumb: krummor.skapa } satisfies RouteHandle,
    children: [
      {
        index: true,
        element: <TredjemanSteg />,
        handle: { title: wizardStegTexter.tredjeman } satisfies RouteHandle,
      },
      steg('mallar', <MallSteg />),
      steg('giltighet', <GiltighetSteg />),
      steg('behorighet', <BehorighetSteg />),
      ...(val.signering === undefined ? [] : [steg('signering', val.signering)]),
      steg('underskrift', <UnderskriftSteg />),
    ],
  };
}

/**
 * The share steps of a holder's flow, as the `dela` route under the holder's base. An
 * organisation holder also chooses who signs for it (the step order says when).
 */
export function delaRoutes(flode: Flode, val: Pick<SkapaRouteVal, 'vakt'> = {}): RouteObject {
  return {
    path: 'dela',
    element: ram(flode, val.vakt),
    handle: { breadcrumb: krummor.dela } satisfies RouteHandle,
    children: [
      steg('giltighet', <GiltighetSteg />),
      steg('behorighet', <BehorighetSteg />),
      ...(flode.roll === 'Organisation' ? [steg('signering', <SigneringSteg />)] : []),
      steg('underskrift', <UnderskriftSteg />),
    ],
  };
}
