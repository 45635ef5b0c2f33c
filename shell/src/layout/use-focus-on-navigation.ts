import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, screen readers would stay where the link was. Moving
 * focus to the main region announces the new page, as a full page load would.
 */
export function useFocusOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus();
  }, [pathname, mainId]);
}
