/**
 * Resolves once the browser has painted the document as it stands: the frame after the next
 * animation frame. A tab in the background paints nothing (no animation frames), so a timer
 * resolves it there too.
 */
export function afterFirstPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
