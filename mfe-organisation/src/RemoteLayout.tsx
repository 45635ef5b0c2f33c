import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@fullmakt/shared/api';
import { BuildLabel } from './BuildLabel';

/**
 * The pathless top route of this remote: the shell gives it the error boundary. The shell
 * does not provide a query client (a public page loads no react-query), so this remote
 * provides the one shared queryClient from @fullmakt/shared/api to its pages itself.
 */
export function RemoteLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <BuildLabel />
    </QueryClientProvider>
  );
}
