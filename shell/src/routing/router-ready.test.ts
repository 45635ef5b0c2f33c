// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routerReady } from './router-ready';

/** A router whose first navigation ends when the test says so. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const update = (state: { initialized: boolean }) => {
    router.state = state;
    listeners.forEach((listener) => listener(state));
  };
  return { router, update, listeners };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('routerReady', () => {
  it('is ready at once when the first navigation is already done', async () => {
    expect(await settledYet(routerReady(fakeRouter(true).router))).toBe(true);
  });

  it('waits through updates of an unfinished navigation, then lets go of the router', async () => {
    const { router, update, listeners } = fakeRouter(false);
    const ready = routerReady(router);
    update({ initialized: false });
    expect(await settledYet(ready)).toBe(false);
    update({ initialized: true });
    expect(await settledYet(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
