import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moduleReplacingTestFiles } from './test-isolation';
import serverProject from '../../vitest.config';
import mocksProject from '../../vitest.mocks.config';

const serverRoot = path.join(import.meta.dirname, '..', '..');

// Spelled apart so that this file is not itself taken for one that mocks a module.
const mockCall = `vi.${'mock'}('../registries/people', () => ({}));`;

describe('which server test files run in a module graph of their own', () => {
  it('finds a file by its call that replaces a module, and only such a file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-isolation-'));
    try {
      mkdirSync(path.join(root, 'src', 'core'), { recursive: true });
      writeFileSync(path.join(root, 'src', 'core', 'mocks.test.ts'), `${mockCall}\n`);
      writeFileSync(path.join(root, 'src', 'core', 'later.test.ts'), `vi.${'doMock'}('x');\n`);
      writeFileSync(path.join(root, 'src', 'core', 'plain.test.ts'), 'vi.fn();\n');
      writeFileSync(path.join(root, 'src', 'core', 'mocks.ts'), `${mockCall}\n`);
      expect(moduleReplacingTestFiles(root)).toEqual([
        'src/core/later.test.ts',
        'src/core/mocks.test.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the three files that fail in a shared graph are among them', () => {
    // Measured with every file sharing: these three failed, the fake registries or crypto
    // of one reaching the others.
    expect(moduleReplacingTestFiles(serverRoot)).toEqual(
      expect.arrayContaining([
        'src/core/access.test.ts',
        'src/core/dpop.test.ts',
        'src/routes/person-lookup.test.ts',
      ]),
    );
  });

  it('the server project shares its graph without them; the mocks project isolates exactly them', () => {
    const isolated = moduleReplacingTestFiles(serverRoot);
    expect(serverProject.test?.isolate).toBe(false);
    expect(serverProject.test?.exclude).toEqual(expect.arrayContaining(isolated));
    expect(mocksProject.test?.isolate).toBe(true);
    expect(mocksProject.test?.include).toEqual(isolated);
    // Everything else it takes from the server project, so the two cannot drift apart.
    expect(mocksProject.test?.environment).toBe(serverProject.test?.environment);
    expect(mocksProject.test?.globals).toBe(serverProject.test?.globals);
  });
});
