// The version rule over the real package: the export surface of shared's tree against the
// one recorded for its last release (shared/export-surface.json). After a bump the rule
// allows, `FULLMAKT_UPDATE_SURFACE=1 pnpm vitest run --project tooling shared-version`
// records the new release; it refuses to record one the rule does not allow.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bumpProblems } from './bump-rule.mjs';
import { readExportSurface, readManifest, sharedDir } from './export-surface.mjs';

const recordFile = path.join(sharedDir, 'export-surface.json');
const released = JSON.parse(readFileSync(recordFile, 'utf8'));
const candidate = { version: readManifest().version, surface: readExportSurface() };

describe('the version of @fullmakt/shared follows its export surface', () => {
  it('changes the exports only with the bump the rule asks for', () => {
    expect(bumpProblems(released, candidate)).toEqual([]);
  });

  it.runIf(process.env.FULLMAKT_UPDATE_SURFACE === '1')('records this release', () => {
    expect(bumpProblems(released, candidate)).toEqual([]);
    writeFileSync(recordFile, `${JSON.stringify(candidate, null, 2)}\n`);
  });

  it('has the surface of this version recorded', () => {
    expect(
      released.version,
      'a new version: record its surface (FULLMAKT_UPDATE_SURFACE=1, see shared/README.md)',
    ).toBe(candidate.version);
    expect(Object.keys(released.surface).sort()).toEqual(Object.keys(candidate.surface).sort());
  });
});
