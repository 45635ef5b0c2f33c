import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@fullmakt/shared/api';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routing/create-app-router';
import { prepareRemotes } from './remotes/load-remote-module';
import { sendUnauthorizedToLogin, startUp } from './start-up';
import './styles/global.css';

// Start reading the deployment file at once; a failure here is retried per remote.
prepareRemotes().catch((error: unknown) => console.warn(error));

async function main(): Promise<void> {
  // Config, session and maintenance are known before the first render; the router is made
  // afterwards so its first navigation already sees them.
  await startUp();
  const router = createAppRouter();
  sendUnauthorizedToLogin((to) => void router.navigate(to));
  const container = document.getElementById('root');
  if (container) {
    createRoot(container).render(
      <StrictMode>
        {/* The one shared query client for every remote; a remote may still wrap its own tree. */}
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  }
}

main().catch((error: unknown) => {
  console.error('Fullmakt kunde inte starta', error);
});
