import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase } from '../db/database';
import { repoRoot } from '../paths';
import { startTestApp, type TestApp } from './test-app';

const run = promisify(execFile);

/** What one of server/examples printed, and its exit code. */
export interface ExampleVerdict {
  code: number;
  out: string;
}

/**
 * Runs an example of server/examples as a third party would (`node example.mjs …`): its
 * verdict is one Swedish line on stdout, never anything on stderr (no stack trace).
 */
export async function runExample(example: string, args: string[]): Promise<ExampleVerdict> {
  try {
    const { stdout } = await run(process.execPath, [example, ...args]);
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    expect(failed.stderr).toBe('');
    return { code: failed.code, out: failed.stdout.trim() };
  }
}

/** The example's code, whole, is on the developers' page and at most 30 lines (issue 31 item 5). */
export function expectShownOnDevelopersPage(example: string): void {
  const code = readFileSync(example, 'utf8');
  expect(code.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
  const page = readFileSync(path.join(repoRoot, 'mfe-info', 'content', 'utvecklare.md'), 'utf8');
  expect(page).toContain(code.trimEnd());
}

/**
 * A listening server on an in-memory database and a folder for the example's files, for a
 * describe block: set up before its tests, removed after them.
 */
export function exampleServer(folderPrefix: string): { t: TestApp; base: string; dir: string } {
  const site = {} as { t: TestApp; base: string; dir: string };
  beforeAll(async () => {
    site.t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
    site.base = await site.t.app.listen({ port: 0, host: '127.0.0.1' });
    site.dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  });
  afterAll(async () => {
    rmSync(site.dir, { recursive: true, force: true });
    await site.t.close();
  });
  return site;
}
