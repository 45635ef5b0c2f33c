// The rule of scripts/build-state.mjs on a small repo of its own: `npm start` rebuilds an
// app when one of its inputs changed (its own files or a workspace package it uses) or its
// output is missing, and nothing on an unchanged tree.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outputFile, planBuild, readState, recordBuild, statePath } from './build-state.mjs';

const apps = ['server', 'shell', 'mfe-info'];
let root;

function write(file, content) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

function pkg(dir, name, deps = {}) {
  write(`${dir}/package.json`, JSON.stringify({ name, dependencies: deps }));
}

/** Builds what the plan says (writes each output) and records it, as start.mjs does. */
function buildAsPlanned() {
  const plan = planBuild(root, apps);
  for (const app of plan.toBuild) {
    write(outputFile(app), 'byggt');
  }
  recordBuild(root, plan.toBuild, plan.hashes);
  return plan.toBuild;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fullmakt-build-state-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  pkg('shared', '@fullmakt/shared');
  write('shared/src/index.ts', 'export const a = 1;\n');
  pkg('tooling', '@fullmakt/tooling');
  pkg('server', '@fullmakt/server', { '@fullmakt/shared': 'workspace:*' });
  write('server/src/main.ts', 'console.log(1);\n');
  pkg('shell', '@fullmakt/shell', {
    '@fullmakt/shared': 'workspace:*',
    '@fullmakt/tooling': 'workspace:*',
  });
  write('shell/src/main.tsx', 'export {};\n');
  pkg('mfe-info', '@fullmakt/mfe-info', { '@fullmakt/tooling': 'workspace:*' });
  write('mfe-info/src/app.tsx', 'export {};\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('planBuild', () => {
  it('builds everything the first time and nothing on an unchanged tree', () => {
    expect(buildAsPlanned()).toEqual(apps);
    expect(planBuild(root, apps).toBuild).toEqual([]);
    expect(Object.keys(readState(statePath(root)))).toEqual(apps);
  });

  it('rebuilds only the app whose file changed', () => {
    buildAsPlanned();
    write('mfe-info/src/app.tsx', 'export const changed = true;\n');
    expect(planBuild(root, apps).toBuild).toEqual(['mfe-info']);
    expect(buildAsPlanned()).toEqual(['mfe-info']);
    expect(planBuild(root, apps).toBuild).toEqual([]);
  });

  it('rebuilds by content, not by file time: the same bytes written again change nothing', () => {
    buildAsPlanned();
    write('server/src/main.ts', 'console.log(1);\n');
    expect(planBuild(root, apps).toBuild).toEqual([]);
  });

  it('rebuilds every app that uses a changed workspace package, and only those', () => {
    buildAsPlanned();
    write('shared/src/index.ts', 'export const a = 2;\n');
    expect(planBuild(root, apps).toBuild).toEqual(['server', 'shell']);
  });

  it('rebuilds everything when the dependency versions change', () => {
    buildAsPlanned();
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# ny version\n');
    expect(planBuild(root, apps).toBuild).toEqual(apps);
  });

  it('does not rebuild for a test file or a build output, which are not inputs', () => {
    buildAsPlanned();
    write('shell/src/main.test.tsx', 'it();\n');
    write('shell/dist/extra.js', '1');
    write('shell/node_modules/x/index.js', '1');
    expect(planBuild(root, apps).toBuild).toEqual([]);
  });

  it('rebuilds an app whose output is gone, even with unchanged inputs', () => {
    buildAsPlanned();
    rmSync(path.join(root, 'server', 'dist'), { recursive: true });
    expect(planBuild(root, apps).toBuild).toEqual(['server']);
  });
});
