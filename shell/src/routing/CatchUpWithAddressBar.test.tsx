import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { CatchUpWithAddressBar } from './CatchUpWithAddressBar';

/** Shows where React Router thinks the page is. */
function Where() {
  const { pathname, hash } = useLocation();
  return <p>på {pathname + hash}</p>;
}

/**
 * A visitor's Forward to a fragment entry arriving before the provider subscribed: a
 * layout effect of the page runs before the provider's own, which is where it subscribes.
 */
function ForwardBeforeSubscription() {
  useLayoutEffect(() => {
    window.history.pushState(null, '', '/verifiera#kod');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, []);
  return null;
}

function routerWith(page: React.ReactNode) {
  window.history.replaceState(null, '', '/verifiera');
  const router = createBrowserRouter([
    {
      path: '/verifiera',
      element: (
        <>
          {page}
          <Where />
          <CatchUpWithAddressBar />
        </>
      ),
    },
  ]);
  // The shell listens to the router before the provider does (the app mode follows the
  // path). With no listener at all React Router would keep the missed update for the first
  // one; with one, the provider's subscription gets nothing.
  router.subscribe(() => undefined);
  return router;
}

describe('CatchUpWithAddressBar', () => {
  it('brings the page to the entry a Back or Forward reached before the provider listened', async () => {
    const router = routerWith(<ForwardBeforeSubscription />);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('på /verifiera#kod')).toBeInTheDocument();
    expect(window.location.hash).toBe('#kod');
    router.dispose();
  });

  it('leaves the history alone when nothing was missed', async () => {
    const router = routerWith(null);
    const before = window.history.length;
    const keyBefore = router.state.location.key;
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('på /verifiera')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.location.key).toBe(keyBefore);
    expect(window.history.length).toBe(before);
    router.dispose();
  });
});
