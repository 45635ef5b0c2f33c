// Renders an overlay of deploy/k8s the way an operator applies it (`kubectl kustomize`) and
// reads the objects back.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const k8sDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/k8s',
);
export const overlays = ['test', 'prod'];

/** The objects of one overlay, as plain data. */
export function renderOverlay(overlay) {
  const text = execFileSync('kubectl', ['kustomize', path.join(k8sDir, 'overlays', overlay)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(text)
    .map((doc) => doc.toJS())
    .filter((object) => object !== null);
}
