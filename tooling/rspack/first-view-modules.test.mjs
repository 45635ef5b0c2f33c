// The files of the shared package's first-view entry, as the build splits them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryModules } from './first-view-modules.mjs';

const sharedSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src');
const relative = (files) => [...files].map((file) => path.relative(sharedSrc, file));

describe("the first-view entry's files", () => {
  const files = relative(entryModules(path.join(sharedSrc, 'first-view.ts')));

  it('follows value imports: the stores and what they apply', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'first-view.ts',
        'store/fullmakt-store.ts',
        'domain/wizard.ts',
        'domain/tomt-skapande.ts',
      ]),
    );
  });

  it('leaves out what only types or the wizard check reach: the schemas in classic zod', () => {
    // fullmakt-store.ts imports `type SkapandeTillstand` from creation-state.ts.
    expect(files).not.toContain('domain/creation-state.ts');
    expect(files).not.toContain('store/lagrad-guide.ts');
    expect(files).not.toContain('index.ts');
  });

  it("reaches the root entry's files from the root", () => {
    const root = relative(entryModules(path.join(sharedSrc, 'index.ts')));
    expect(root).toEqual(
      expect.arrayContaining(['store/lagrad-guide.ts', 'store/fullmakt-store.ts']),
    );
  });
});
