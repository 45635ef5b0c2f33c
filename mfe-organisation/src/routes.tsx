import type { RouteObject } from 'react-router';
import {
  begaranVyTexter,
  organisationOversiktTexter,
  fornyaTexter,
  organisationValTexter,
  skickaTexter,
  visaTexter,
  organisationRuttTexter,
} from '@fullmakt/shared';
import type { RouteHandle } from '@fullmakt/shared';
import { FlodeProvider, SigneringSteg, skapaRoutes } from '@fullmakt/shared/flode';
import { organisationFlode } from './flode';
import { BegaranPage } from './pages/BegaranPage';
import { FornyaPage } from './pages/FornyaPage';
import { FullmaktPage } from './pages/FullmaktPage';
import { GivnaFullmakterPage } from './pages/GivnaFullmakterPage';
import { SkickadPage } from './pages/SkickadPage';
import { UtkastPage } from './pages/UtkastPage';
import { ValjOrganisationPage } from './pages/ValjOrganisationPage';
import { RemoteLayout } from './RemoteLayout';
import { EngagemangVakt } from './vakter/EngagemangVakt';
import { FirmatecknareVakt } from './vakter/FirmatecknareVakt';

function handle(title: string, breadcrumb?: string): RouteHandle {
  return { title, ...(breadcrumb ? { breadcrumb } : {}) };
}

/** Exposed as `mfe_organisation/routes`: choosing the organisation, its powers and the create flow. */
export const routes: RouteObject[] = [
  {
    id: 'mfe_organisation',
    element: <RemoteLayout />,
    children: [
      {
        path: '/organisation',
        handle: { breadcrumb: organisationRuttTexter.brodsmula } satisfies RouteHandle,
        children: [
          {
            index: true,
            element: <ValjOrganisationPage rubrik={organisationValTexter.rubrik} />,
            handle: handle(organisationValTexter.rubrik),
          },
          {
            path: 'engagemang',
            element: <ValjOrganisationPage rubrik={organisationValTexter.engagemangRubrik} />,
            handle: handle(organisationValTexter.engagemangRubrik, 'Organisationer'),
          },
          {
            path: 'fullmaktsgivare',
            element: (
              <FlodeProvider flode={organisationFlode}>
                <EngagemangVakt />
              </FlodeProvider>
            ),
            handle: { breadcrumb: organisationOversiktTexter.rubrik } satisfies RouteHandle,
            children: [
              {
                index: true,
                element: <GivnaFullmakterPage />,
                handle: handle(organisationOversiktTexter.rubrik),
              },
              {
                path: 'fullmakt',
                element: <FullmaktPage />,
                handle: handle(visaTexter.rubrik, visaTexter.rubrik),
              },
              {
                path: 'fornya',
                element: <FornyaPage />,
                handle: handle(fornyaTexter.rubrik, fornyaTexter.rubrik),
              },
              {
                path: 'begaran',
                element: <BegaranPage />,
                handle: handle(begaranVyTexter.rubrik, begaranVyTexter.rubrik),
              },
              {
                path: 'utkast',
                element: <UtkastPage />,
                handle: handle(visaTexter.utkastRubrik, 'Utkast'),
              },
              {
                path: 'skickad',
                element: <SkickadPage />,
                handle: handle(skickaTexter.kvittoRubrik, skickaTexter.kvittoRubrik),
              },
              skapaRoutes(organisationFlode, {
                signering: <SigneringSteg />,
                vakt: <FirmatecknareVakt />,
              }),
            ],
          },
        ],
      },
    ],
  },
];
