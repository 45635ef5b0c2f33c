// The first-view entry is what every page loads before its first render: it must not load
// zod's classic API (25 KB gzipped of the start page, issue 13). Its edges are checked with
// zod/mini, which does not go through the package's root `zod`.
import { describe, expect, it, vi } from 'vitest';

vi.mock('zod', () => {
  throw new Error('classic zod loaded');
});

describe('@fullmakt/shared/first-view', () => {
  it('loads without classic zod, stores included', async () => {
    const entry = await import('./first-view');
    expect(entry.fullmaktStore.getState().appMode).toBe('ORGANISATION');
    expect(entry.deploymentSchema.safeParse({ remotes: {}, prefixes: {} }).success).toBe(true);
  });

  it('while the root entry, with the schemas, does load it (the check above can fail)', async () => {
    await expect(import('./index')).rejects.toThrow();
  });
});
