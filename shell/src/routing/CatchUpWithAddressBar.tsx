import { useContext, useEffect, useRef } from 'react';
import { createPath, UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * Rendered once in the root route's element. At the first commit, when the router is on
 * an entry the page does not show, it sends the page there in place.
 *
 * Why: RouterProvider reads the router's state when it renders and subscribes only when
 * that render commits (upstream: remix-run/react-router#15527). A navigation that ends in
 * between reaches nobody once anything else listens to the router (the shell does: the
 * app mode follows the path). A Back or Forward to an entry of the same page (a fragment,
 * as `/verifiera#<kod>`) ends at once, so one taken while the shell started left the
 * address bar on the verdict's entry and the page on the empty form (the 1-in-850 e2e
 * failure of session 39). This effect runs after every layout effect of that commit, so
 * the provider is subscribed by then and hears the navigation.
 *
 * The router comes from React Router's own context (exported as UNSAFE_): it is the one
 * place that tells what the router holds apart from what the provider rendered.
 */
export function CatchUpWithAddressBar(): null {
  const shown = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // Only the first commit: every later navigation reaches the subscribed provider.
  const caughtUp = useRef(false);
  useEffect(() => {
    if (caughtUp.current) {
      return;
    }
    caughtUp.current = true;
    const current = router?.state.location;
    // The key alone is not enough: entries pushed outside the router all have the key
    // "default".
    if (
      router &&
      current &&
      (current.key !== shown.key || createPath(current) !== createPath(shown))
    ) {
      const { pathname, search, hash, state } = current;
      void router.navigate(
        { pathname, search, hash },
        { replace: true, state: state as unknown, preventScrollReset: true },
      );
    }
  }, [router, shown]);
  return null;
}
