import { describe, expect, it } from 'vitest';
import { bumpProblems, parseVersion, surfaceChange } from './bump-rule.mjs';

/** @type {import('./bump-rule.mjs').ExportSurface} */
const released = {
  '.': { sessionStore: 'value', Fullmakt: 'type', svenskTid: 'value' },
  './api': { httpKlient: 'value' },
};

/**
 * @param {string} entry
 * @param {string} name
 */
function without(entry, name) {
  const copy = structuredClone(released);
  delete copy[entry]?.[name];
  return copy;
}

/**
 * @param {string} entry
 * @param {string} name
 * @param {'value' | 'type'} kind
 */
function withExport(entry, name, kind) {
  const copy = structuredClone(released);
  copy[entry] = { ...copy[entry], [name]: kind };
  return copy;
}

/**
 * @param {string} version
 * @param {import('./bump-rule.mjs').ExportSurface} surface
 */
const problems = (version, surface) =>
  bumpProblems({ version: '1.4.2', surface: released }, { version, surface });

describe('the version rule of @fullmakt/shared', () => {
  it('allows any bump, a patch too, when no export changes', () => {
    expect(problems('1.4.2', released)).toEqual([]);
    expect(problems('1.4.3', released)).toEqual([]);
  });

  it('asks a new major for a removed export, in any entry', () => {
    expect(problems('1.5.0', without('.', 'svenskTid'))).toEqual([
      expect.stringContaining('major-version (2.0.0)'),
    ]);
    expect(problems('1.4.3', without('./api', 'httpKlient'))[0]).toContain('./api httpKlient');
    expect(problems('2.0.0', without('.', 'svenskTid'))).toEqual([]);
  });

  it('asks a new major when a value becomes a type only (gone at run time)', () => {
    expect(problems('1.5.0', withExport('.', 'svenskTid', 'type'))).toHaveLength(1);
  });

  it('asks a new minor for an added export, and takes a major too', () => {
    expect(problems('1.4.3', withExport('.', 'nyFunktion', 'value'))).toEqual([
      expect.stringContaining('minor-version (1.5.0)'),
    ]);
    expect(problems('1.5.0', withExport('.', 'nyFunktion', 'value'))).toEqual([]);
    expect(problems('2.0.0', withExport('./flode', 'FlodeProvider', 'value'))).toEqual([]);
    // A type that becomes a value as well is new at run time.
    expect(problems('1.4.3', withExport('.', 'Fullmakt', 'value'))).toHaveLength(1);
  });

  it('refuses a version older than the released one', () => {
    expect(problems('1.3.9', released)).toHaveLength(1);
  });

  it('names what changed', () => {
    expect(surfaceChange(released, withExport('./api', 'x', 'type'))).toEqual({
      breaking: [],
      added: ['./api x'],
    });
    expect(parseVersion('10.0.3')).toEqual({ major: 10, minor: 0, patch: 3 });
    expect(() => parseVersion('1.0')).toThrow();
  });
});
