import type { ReactNode } from 'react';
import { MaintenanceBanner } from '../maintenance/MaintenanceBanner';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationStatus } from './NavigationStatus';
import { SignedOutNotice } from './SignedOutNotice';
import { SkipLink } from './SkipLink';
import { useDocumentTitle } from './use-document-title';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useRoleClass } from './use-role-class';

const mainId = 'huvudinnehall';

/** Header, breadcrumbs, main region and footer: the part of every page the shell owns. */
export function AppFrame({ children }: { children: ReactNode }) {
  useDocumentTitle();
  useFocusOnNavigation(mainId);
  useRoleClass();
  return (
    <div className="app-frame">
      <SkipLink />
      <Header />
      <MaintenanceBanner />
      <Breadcrumbs />
      <NavigationStatus />
      <main id={mainId} tabIndex={-1} className="app-main">
        <SignedOutNotice />
        {children}
      </main>
      <Footer />
    </div>
  );
}
