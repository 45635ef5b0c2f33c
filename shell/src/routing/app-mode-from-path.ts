import { appModeForPath, fullmaktStore } from '@fullmakt/shared/first-view';

/** The part of the router this needs: where it is, and word of every move. */
interface RouterLike {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/** Sets the app mode the path decides, if any (a change of mode resets the wizard, SPEC §4). */
function syncAppModeWithPath(pathname: string): void {
  const mode = appModeForPath(pathname);
  if (mode !== undefined && mode !== fullmaktStore.getState().appMode) {
    fullmaktStore.getState().setAppMode(mode);
  }
}

/**
 * A page under /privat is the private person's and a page under /organisation the
 * organisation's, however it was reached: a direct link, a reload, back or forward. The
 * store follows the path at once and on every navigation, before the new page renders, so
 * the header's role switch, the breadcrumbs, the page class and the flows' guards all read
 * the mode of the page they are on (issue 36, item 1).
 */
export function followAppModeOfPath(router: RouterLike): () => void {
  syncAppModeWithPath(router.state.location.pathname);
  return router.subscribe((state) => syncAppModeWithPath(state.location.pathname));
}
