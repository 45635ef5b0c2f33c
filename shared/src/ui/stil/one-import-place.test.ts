// The design system's sheets are imported in one place only (stilar.ts, in one fixed order).
// A component that imports its own sheet as well gives the build two orders to choose from
// and the site's style sheet an order nobody chose (rspack warns "Conflicting order").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const uiDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the design system style sheets', () => {
  it('are imported by stilar.ts and by no component', () => {
    const importers = sourceFiles(uiDir)
      .filter((file) => /import '\.{1,2}\/(stil\/)?[\w-]+\.css'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(uiDir, file));
    expect(importers).toEqual(['stilar.ts']);
  });
});
