import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { kvitteraServerfel, serverfelStore } from '@fullmakt/shared/first-view';
import { errorPath } from '../pages/RootErrorBoundary';
import type { ErrorPageState } from '../pages/ErrorPage';

/**
 * Takes the user to /fel when a page's data load met a server error (SPEC §2). The page
 * they were on travels along, so /fel can offer the way back; nothing typed is lost, as
 * the wizard keeps its state in session storage and failed saves never get here.
 */
export function ServerErrorRedirect() {
  const fran = useStore(serverfelStore, (s) => s.fran);
  const navigate = useNavigate();
  useEffect(() => {
    if (fran === undefined) {
      return;
    }
    kvitteraServerfel();
    const state: ErrorPageState = { fran };
    void navigate(errorPath, { state });
  }, [fran, navigate]);
  return null;
}
