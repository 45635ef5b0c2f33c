import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './routing/create-app-router';
import { prepareRemotes } from './remotes/load-remote-module';
import './styles/global.css';

// Start reading the deployment file at once; a failure here is retried per remote.
prepareRemotes().catch((error: unknown) => console.warn(error));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
