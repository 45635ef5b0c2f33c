import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';

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
