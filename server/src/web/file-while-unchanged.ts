import { readFileSync, statSync } from 'node:fs';

/** What a file held when it was last read, by its modification time. */
export type FileCache<T> = Map<string, { mtimeMs: number; value: T | undefined }>;

/**
 * A file a deploy may replace (a remote's manifest, its prerendered pages, the shell's list
 * of signed-in scripts), parsed once and again only when its modification time changes: a
 * page request costs a stat, and a redeploy is seen by the next request. Missing is
 * undefined; a file that cannot be parsed is reported once and is undefined until replaced.
 */
export function readWhileUnchanged<T>(
  cache: FileCache<T>,
  file: string,
  parse: (text: string) => T,
  onError: (error: unknown) => void,
): T | undefined {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) {
    return cached.value;
  }
  let value: T | undefined;
  try {
    value = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    onError(error);
  }
  cache.set(file, { mtimeMs, value });
  return value;
}
