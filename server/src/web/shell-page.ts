import { readFileSync, statSync } from 'node:fs';
import type { Deployment } from '@fullmakt/shared/deployment';

/** The id of the data block the shell reads its deployment from (see shell/src/remotes). */
export const deploymentElementId = 'fullmakt-remotes';

/**
 * JSON inside `<script type="application/json">` is data, never run, so the strict CSP
 * allows it. `<` is escaped so no value can close the element.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The shell's index.html with the deployment written into it, so the shell knows where its
 * remotes are without a request of its own before the first render. Re-read when the
 * shell is redeployed.
 */
export function createShellPage(
  indexFile: string,
): (deployment: Deployment | undefined) => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (deployment) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    }
    if (!deployment) {
      return cached.html;
    }
    const block = dataBlock(deploymentElementId, deployment);
    return cached.html.includes('</head>')
      ? cached.html.replace('</head>', `${block}</head>`)
      : `${cached.html}${block}`;
  };
}
