import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@fullmakt/shared';
import { BuildLabel } from './BuildLabel';
import './privat.css';

/**
 * The pathless top route of this remote: the shell gives it the error boundary. The shell
 * provides no QueryClientProvider, so this remote provides the one shared queryClient
 * (a singleton through Module Federation, so the caches are still the page's only ones).
 */
export function RemoteLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <BuildLabel />
    </QueryClientProvider>
  );
}
