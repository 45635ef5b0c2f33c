import { useLayoutEffect } from 'react';
import { takeOverPrerendered } from './take-over-prerendered';

/**
 * Rendered in the root route's element, which React shows only once the router has loaded
 * the page's remote and route: its layout effect runs after that render is in the DOM and
 * before the browser paints, so the swap is one frame.
 */
export function TakeOverPrerendered() {
  useLayoutEffect(() => {
    takeOverPrerendered();
  }, []);
  return null;
}
