import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under dir, relative with forward slashes, sorted: the same order on every
 * machine, so a release's listing and its checks are the same wherever they run.
 */
export function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}
