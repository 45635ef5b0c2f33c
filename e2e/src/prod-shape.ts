import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

/** What `pnpm prod:local up` runs, as it wrote it to .prod-local/shape.json. */
export interface ProdShape {
  shellOrigin: string;
  remotes: { name: string; app: string; origin: string }[];
  version: string;
  mailDir: string;
  certFile: string;
}

export const shapeFile = path.join(repoRoot, '.prod-local', 'shape.json');

/** The running production shape, or a clear refusal when none runs. */
export function readProdShape(): ProdShape {
  let text: string;
  try {
    text = readFileSync(shapeFile, 'utf8');
  } catch {
    throw new Error(`${shapeFile} saknas: kör pnpm prod:local up (pnpm e2e:prod gör det själv).`);
  }
  const shape = JSON.parse(text) as ProdShape;
  if (!shape.shellOrigin.startsWith('https://') || shape.remotes.length === 0) {
    throw new Error(`${shapeFile} beskriver ingen produktionsform: kör pnpm prod:local up igen.`);
  }
  return shape;
}
