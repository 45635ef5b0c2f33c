import { FORRENDERAD_SIDA_ID } from '@fullmakt/shared/first-view';

/**
 * The server may write the page's text, rendered at build time, into the document
 * (server/src/web/prerendered-page.ts): the browser paints it before any script runs. The
 * shell then renders into a hidden root and, once its own render of the page is on screen
 * in the same place, swaps the two in one step — nothing drawn moves, since the prerendered
 * frame is removed, not shifted, and the shell's frame appears whole.
 */
export function holdRootWhilePrerendered(root: HTMLElement): boolean {
  if (!document.getElementById(FORRENDERAD_SIDA_ID)) {
    return false;
  }
  root.hidden = true;
  return true;
}

/** Removes the prerendered frame and shows the shell's root; does nothing without one. */
export function takeOverPrerendered(): void {
  const prerendered = document.getElementById(FORRENDERAD_SIDA_ID);
  if (!prerendered) {
    return;
  }
  const root = prerendered.parentElement?.querySelector<HTMLElement>('#root');
  // Keep the reader's place: the new frame is laid out like the old one.
  const { scrollX, scrollY } = window;
  prerendered.remove();
  if (root) {
    root.hidden = false;
  }
  window.scrollTo(scrollX, scrollY);
}
