import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@fullmakt/shared/api';
import { BuildLabel } from './BuildLabel';
import './privat.css';

/**
 * The pathless top route of this remote: the shell gives it the error boundary. The shell
 * also provides the one shared queryClient; providing the same client again here costs
 * nothing and keeps the remote whole where it is rendered on its own (its tests).
 */
export function RemoteLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <BuildLabel />
    </QueryClientProvider>
  );
}
