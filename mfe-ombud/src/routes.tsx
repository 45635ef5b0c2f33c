import type { RouteObject } from 'react-router';
import { begaranVyTexter, begarTexter, brodsmulorPerRoll, ombudTexter } from '@fullmakt/shared';
import type { RouteHandle } from '@fullmakt/shared';
import { BegaranVy, delaRoutes, FlodeProvider } from '@fullmakt/shared/flode';
import type { Flode } from '@fullmakt/shared/flode';
import { organisationOmbudFlode, privatOmbudFlode } from './flode';
import { OmbudVakt } from './OmbudVakt';
import { BegarFullmaktPage } from './pages/BegarFullmaktPage';
import { MottagenFullmaktPage } from './pages/MottagenFullmaktPage';
import { MottagnaFullmakterPage } from './pages/MottagnaFullmakterPage';
import { RemoteLayout } from './RemoteLayout';

/**
 * The holder's pages, the same under both roles (ARCHITECTURE.md "One flow, three
 * remotes"): received powers, one power, and the shared share steps under `dela`, all
 * behind the holder's guard and given the role's share flow.
 */
function ombudTree(flode: Flode): RouteObject {
  const krummor =
    flode.roll === 'Privat' ? brodsmulorPerRoll.privat : brodsmulorPerRoll.organisation;
  const rubrik =
    flode.roll === 'Privat' ? ombudTexter.rubrikPrivat : ombudTexter.rubrikOrganisation;
  return {
    path: flode.oversikt,
    element: (
      <FlodeProvider flode={flode}>
        <OmbudVakt />
      </FlodeProvider>
    ),
    handle: { breadcrumb: krummor.ombud } satisfies RouteHandle,
    children: [
      {
        index: true,
        element: <MottagnaFullmakterPage />,
        handle: { title: rubrik } satisfies RouteHandle,
      },
      {
        path: 'fullmakt',
        element: <MottagenFullmaktPage />,
        handle: {
          title: ombudTexter.visaRubrik,
          breadcrumb: krummor.fullmakt,
        } satisfies RouteHandle,
      },
      {
        path: 'begar',
        element: <BegarFullmaktPage />,
        handle: { title: begarTexter.rubrik, breadcrumb: begarTexter.rubrik } satisfies RouteHandle,
      },
      {
        path: 'begaran',
        element: (
          <BegaranVy
            sida="begarare"
            tillbakaText={
              flode.roll === 'Privat'
                ? ombudTexter.tillbakaPrivat
                : ombudTexter.tillbakaOrganisation
            }
          />
        ),
        handle: {
          title: begaranVyTexter.rubrik,
          breadcrumb: begaranVyTexter.rubrik,
        } satisfies RouteHandle,
      },
      delaRoutes(flode),
    ],
  };
}

/** Exposed as `mfe_ombud/routes`. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_ombud',
    element: <RemoteLayout />,
    children: [ombudTree(privatOmbudFlode), ombudTree(organisationOmbudFlode)],
  },
];
