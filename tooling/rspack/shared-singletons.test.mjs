// The share configuration's rule for @fullmakt/shared: a remote runs on its own release of
// the package or a later one of the same major, and is refused with another major.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedPackageRange, sharedSingletons } from './shared-singletons.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remoteDir = path.join(repoRoot, 'mfe-info');

describe('the shared package in the share scope', () => {
  it('accepts later minors of the same major, also below 1.0', () => {
    expect(sharedPackageRange('0.1.0')).toBe('>=0.1.0 <1.0.0');
    expect(sharedPackageRange('2.3.1')).toBe('>=2.3.1 <3.0.0');
    expect(() => sharedPackageRange('workspace:*')).toThrow();
  });

  it('is required strictly by a remote, every entry of it, and not carried by it', () => {
    const shared = sharedSingletons(remoteDir, 'remote', { sharedVersion: '0.0.4' });
    for (const entry of [
      '@fullmakt/shared',
      '@fullmakt/shared/first-view',
      '@fullmakt/shared/api',
      '@fullmakt/shared/flode',
    ]) {
      expect(shared[entry]).toMatchObject({
        singleton: true,
        strictVersion: true,
        import: false,
        version: '0.0.4',
        requiredVersion: '>=0.0.4 <1.0.0',
      });
    }
    // Only the shared package follows the override; react stays what is installed.
    expect(shared.react).toMatchObject({ requiredVersion: expect.stringMatching(/^\^19\./) });
  });
});
