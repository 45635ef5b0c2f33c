import { readFileSync, statSync } from 'node:fs';
import { deploymentSchema, type Deployment } from '@fullmakt/shared/deployment';

/**
 * Reads the operator's deployment file, re-reading only when it changes on disk, so
 * a remote can be moved (say, to a CDN) without restarting the server.
 */
export function createDeploymentReader(file: string): () => Deployment {
  let cached: { mtimeMs: number; value: Deployment } | undefined;
  return () => {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const parsed = deploymentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      cached = { mtimeMs, value: parsed };
    }
    return cached.value;
  };
}
