// The trimmed federation runtime: only for the configuration it was made for, and only over
// the files it was reviewed against.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  assertReviewed,
  assertTrimmable,
  federationRuntimeTrim,
  shortHash,
  trimmedRuntimeFiles,
} from './federation-runtime-trim.mjs';
import { getSharedFallbackGetter } from './federation-runtime/get-shared-fallback-getter.mjs';
import { init } from './federation-runtime/init.mjs';
import { remotes } from './federation-runtime/remotes.mjs';
import { federationOptions } from './federation-options.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDir = path.join(repoRoot, 'shell');
const remoteDir = path.join(repoRoot, 'mfe-info');

describe('the trimmed federation runtime', () => {
  it('replaces the reviewed files of the installed release, remote loading in the shell only', () => {
    const host = trimmedRuntimeFiles(shellDir, 'host').files;
    const remote = trimmedRuntimeFiles(remoteDir, 'remote').files;
    expect(host.map((entry) => path.basename(entry.original))).toEqual([
      'init.js',
      'getSharedFallbackGetter.js',
      'installInitialConsumes.js',
      'remotes.js',
      'SnapshotHandler.js',
      'preload.js',
      'desc.mjs',
    ]);
    expect(remote.map((entry) => path.basename(entry.original))).not.toContain('remotes.js');
    for (const entry of [...host, ...remote]) {
      expect(existsSync(entry.replacement)).toBe(true);
    }
    expect(federationRuntimeTrim(shellDir, 'host').plugins).toHaveLength(7);
    expect(federationRuntimeTrim(remoteDir, 'remote').plugins).toHaveLength(6);
  });

  it('refuses a file of another release than the reviewed one', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'trim-')), 'init.js');
    writeFileSync(file, 'export function init() {}\n');
    expect(() => assertReviewed([{ original: file, sha256: shortHash(file) }])).not.toThrow();
    expect(() => assertReviewed([{ original: file, sha256: '0000000000000000' }])).toThrow(
      /not the reviewed file/,
    );
  });

  it("accepts this project's federation options, with and without the external runtime", () => {
    for (const externalRuntime of [true, false]) {
      const host = { appDir: shellDir, name: 'shell', role: 'host', externalRuntime };
      const remote = { appDir: remoteDir, name: 'mfe_info', role: 'remote', externalRuntime };
      expect(() => assertTrimmable(federationOptions(host), 'host')).not.toThrow();
      expect(() => assertTrimmable(federationOptions(remote), 'remote')).not.toThrow();
    }
  });

  it('refuses eager sharing, shared tree shaking, remotes declared in the shell and snapshots', () => {
    const options = (role) =>
      federationOptions({ appDir: role === 'host' ? shellDir : remoteDir, name: 'x', role });
    const without = (role, key) => {
      const base = options(role);
      return {
        ...base,
        experiments: {
          ...base.experiments,
          optimization: { ...base.experiments.optimization, [key]: false },
        },
      };
    };
    expect(() => assertTrimmable(without('host', 'disableSnapshot'), 'host')).toThrow(/snapshot/);
    expect(() => assertTrimmable(without('remote', 'disableRemote'), 'remote')).toThrow(/snapshot/);
    expect(() =>
      assertTrimmable({ ...options('remote'), shared: { react: { eager: true } } }, 'remote'),
    ).toThrow(/eagerly/);
    expect(() =>
      assertTrimmable(
        { ...options('host'), shared: { react: { treeShaking: { mode: 'runtime-infer' } } } },
        'host',
      ),
    ).toThrow(/tree shaking/);
    expect(() =>
      assertTrimmable({ ...options('host'), remotes: { mfe_info: 'mfe_info@/x.json' } }, 'host'),
    ).toThrow(/declares remotes/);
    expect(() =>
      assertTrimmable({ ...options('host'), remotes: ['mfe_info@/x.json'] }, 'host'),
    ).toThrow(/declares remotes/);
  });

  it('starts the federation instance as the original does without shared fallbacks', () => {
    const runtime = { init: vi.fn(() => 'instance') };
    const initOptions = { name: 'shell' };
    expect(init({ webpackRequire: { federation: { initOptions, runtime } } })).toBe('instance');
    expect(runtime.init).toHaveBeenCalledWith(initOptions);
    expect(() =>
      init({ webpackRequire: { federation: { initOptions, runtime, sharedFallback: {} } } }),
    ).toThrow(/not built into/);
    expect(() => init({ webpackRequire: { federation: { runtime } } })).toThrow(/initOptions/);
  });

  it("gives a shared module's own factory, and has no other fallback", () => {
    const factory = () => undefined;
    expect(getSharedFallbackGetter({ factory, webpackRequire: { federation: {} } })).toBe(factory);
    expect(() =>
      getSharedFallbackGetter({ factory, webpackRequire: { federation: { sharedFallback: {} } } }),
    ).toThrow(/not built into/);
    expect(() => remotes()).toThrow(/not built into/);
  });
});
