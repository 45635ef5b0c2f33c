import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { deploymentFileSchema, type DeploymentFile } from '../deploy/deployment-file-schema';

/**
 * Reads the operator's deployment file, re-reading only when it changes on disk, so a
 * remote is deployed, moved or rolled back without restarting the server: each request
 * costs a stat, and every process sees a change at its next request. A file that cannot be
 * read or parsed is refused: logged, counted (`onRefused`, a metric) and the last good one
 * is kept, so a bad edit never takes the site down. Only when no good file was ever read is
 * the answer `undefined`: the site then serves no remotes rather than failing every request.
 * The file as parsed: what a browser is served depends on its cohort (servedDeployment).
 */
export function createDeploymentReader(
  file: string,
  log: FastifyBaseLogger,
  onRefused: () => void = () => undefined,
): () => DeploymentFile | undefined {
  let seen: { mtimeMs: number; size: number } | undefined;
  let lastGood: DeploymentFile | undefined;
  return () => {
    let stamp: { mtimeMs: number; size: number };
    try {
      const stat = statSync(file);
      stamp = { mtimeMs: stat.mtimeMs, size: stat.size };
    } catch {
      stamp = { mtimeMs: -1, size: -1 };
    }
    if (!seen || seen.mtimeMs !== stamp.mtimeMs || seen.size !== stamp.size) {
      seen = stamp;
      try {
        lastGood = deploymentFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        onRefused();
        log.error(
          { err: error, file, keeps: lastGood ? 'the last good file' : 'nothing' },
          'The deployment file is refused; the last good one stays in use',
        );
      }
    }
    return lastGood;
  };
}
