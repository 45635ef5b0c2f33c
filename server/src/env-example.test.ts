import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnv, serverEnvNames } from './config';

/**
 * Every environment variable is documented (issue 18): `.env.example` lists each one the
 * server or a script reads, with the server's own defaults, and the README's "Drift" section
 * names each of the server's. A variable added without them fails here.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const drift = readme.slice(readme.indexOf('## Drift'));

/** `NAME=value` lines, commented out (`# NAME=`) or not. */
const documented = new Map(
  [...example.matchAll(/^(#\s)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)].map((m) => [
    m[2] ?? '',
    { value: m[3] ?? '', commented: m[1] !== undefined },
  ]),
);

/** The process's own environment, not ours to document. */
/** (INIT_CWD: the folder pnpm was called from, set by pnpm for every script.) */
// CI: the convention every CI system sets (.ci/run too); only the e2e runner reads it.
const systemVariables = new Set(['PATH', 'HOME', 'LD_PRELOAD', 'INIT_CWD', 'CI']);
/**
 * The folders .gitignore names (`dist/` at any depth, `bench/web/out/` from the root): built
 * or downloaded code, not ours, which a benchmark's build left behind would otherwise add.
 */
const ignoredFolders = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.slice(0, -1));

function ignored(full: string, name: string): boolean {
  const relative = path.relative(repoRoot, full).split(path.sep).join('/');
  return ignoredFolders.some((folder) =>
    folder.includes('/') ? relative === folder.replace(/^\//, '') : name === folder,
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ignored(full, entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every variable the repository's code reads from process.env, by name. */
function variablesReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles(repoRoot), path.join(repoRoot, '.ci', 'run')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/process\.env(?:\.([A-Za-z_]\w*)|\[\s*'([A-Za-z_]\w*)'\s*\])/g)) {
      names.add(m[1] ?? m[2] ?? '');
    }
    for (const m of text.matchAll(/\bexport ([A-Z_][A-Z0-9_]*)=/g)) {
      names.add(m[1] ?? '');
    }
  }
  return names;
}

describe('.env.example and the README document every environment variable', () => {
  it.each(serverEnvNames)('%s is in .env.example and in the README\'s "Drift"', (name) => {
    expect(documented.has(name)).toBe(true);
    expect(drift).toContain(`\`${name}\``);
  });

  it('names every variable the code reads', () => {
    const missing = [...variablesReadByCode()].filter(
      (name) => !systemVariables.has(name) && !documented.has(name),
    );
    expect(missing).toEqual([]);
  });

  it("gives the server's own default where it sets a value", () => {
    const defaults = readEnv({});
    for (const name of serverEnvNames) {
      const entry = documented.get(name);
      if (entry && !entry.commented) {
        expect({ name, value: String(defaults[name as keyof typeof defaults]) }).toEqual({
          name,
          value: entry.value,
        });
      }
    }
  });

  it('lists only variables something reads', () => {
    const read = variablesReadByCode();
    const unread = [...documented.keys()].filter(
      (name) => !read.has(name) && !serverEnvNames.includes(name),
    );
    expect(unread).toEqual([]);
  });
});
