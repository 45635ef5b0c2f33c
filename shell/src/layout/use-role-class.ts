import { useEffect } from 'react';
import { useFullmaktStore } from '@fullmakt/shared/first-view';

/** The page carries `privat` or `foretag` so styles can follow the chosen role (SPEC §6). */
export function useRoleClass(): void {
  const appMode = useFullmaktStore((state) => state.appMode);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('privat', appMode === 'PRIVAT');
    root.classList.toggle('foretag', appMode === 'ORGANISATION');
  }, [appMode]);
}
