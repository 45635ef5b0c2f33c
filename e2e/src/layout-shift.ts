import type { Page } from 'playwright-core';

interface ShiftState {
  __layoutShift: number;
}

/** Sums the page's layout shifts (as CLS counts them) from its first paint on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as ShiftState;
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          state.__layoutShift += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far by recordLayoutShifts. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftState).__layoutShift);
}
