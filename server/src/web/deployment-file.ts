import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { deploymentSchema, type Deployment } from '@fullmakt/shared/deployment';

/**
 * Reads the operator's deployment file, re-reading only when it changes on disk, so a
 * remote can be moved (say, to a CDN) without restarting the server. A missing or broken
 * file is logged once per change and answers `undefined`: the site then serves no
 * remotes rather than failing every request.
 */
export function createDeploymentReader(
  file: string,
  log: FastifyBaseLogger,
): () => Deployment | undefined {
  let cached: { mtimeMs: number; value: Deployment | undefined } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      mtimeMs = -1;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, value: parseDeployment(file, log) };
    }
    return cached.value;
  };
}

function parseDeployment(file: string, log: FastifyBaseLogger): Deployment | undefined {
  try {
    return deploymentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    log.error({ err: error, file }, 'The deployment file (remotes.json) cannot be used');
    return undefined;
  }
}
