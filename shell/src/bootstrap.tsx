import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { listenForBrowserErrors } from './monitoring/browser-errors';
import { followAppModeOfPath } from './routing/app-mode-from-path';
import { createAppRouter } from './routing/create-app-router';
import { routerReady } from './routing/router-ready';
import { prepareRemotes } from './remotes/load-remote-module';
import { holdRootWhilePrerendered } from './remotes/take-over-prerendered';
import { sendUnauthorizedToLogin, startUp } from './start-up';
import './styles/global.css';

// What goes wrong on the page is reported to the server from the very start (issue 18).
listenForBrowserErrors();

// Start reading the deployment file at once; a failure here is retried per remote.
prepareRemotes().catch((error: unknown) => console.warn(error));

async function main(): Promise<void> {
  // Config, session and maintenance are known before the first render; the router is made
  // afterwards so its first navigation already sees them.
  await startUp();
  const router = createAppRouter();
  // The path decides private or organisation mode, from the first render on.
  followAppModeOfPath(router);
  sendUnauthorizedToLogin((to) => void router.navigate(to));
  const container = document.getElementById('root');
  if (container) {
    const prerendered = holdRootWhilePrerendered(container);
    const root = createRoot(container);
    const render = () =>
      root.render(
        <StrictMode>
          {/* No query client here: a public page loads no react-query. A remote that uses
              server state provides the one shared queryClient (@fullmakt/shared/api) itself. */}
          <RouterProvider router={router} />
        </StrictMode>,
      );
    // Beside a prerendered page the visitor already reads the text: the shell's render is
    // a transition, which React splits into short slices, so a tap or a scroll is never
    // kept waiting behind it. It starts once the page's remote is in (router-ready.ts says
    // why): the first render is then the page itself, swapped in at its first commit.
    if (prerendered) {
      await routerReady(router);
      startTransition(render);
    } else {
      render();
    }
  }
}

main().catch((error: unknown) => {
  console.error('Fullmakt kunde inte starta', error);
});
