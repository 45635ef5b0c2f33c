/** The part of the router this needs: whether its first navigation is done, and word of it. */
interface RouterLike {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Resolves once the router has finished its first navigation (the page's remote loaded and
 * its routes patched in).
 *
 * Why: React Router's RouterProvider reads `router.state` when it renders and subscribes
 * to the router only when that render commits. A render in a transition (the shell's,
 * beside a prerendered page) is split into slices over several tasks; when the first
 * navigation finished between those slices, its update reached nobody and the page stayed
 * on the loading frame for good, the prerendered text never taken over (seen in about half
 * of the first views of `/` on two busy cores). A visitor's Back or Forward can still move
 * the router before that commit: CatchUpWithAddressBar, in the root route, catches up.
 */
export function routerReady(router: RouterLike): Promise<void> {
  if (router.state.initialized) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}
