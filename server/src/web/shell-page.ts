import { readFileSync, statSync } from 'node:fs';
import type { Deployment } from '@fullmakt/shared/deployment';

/** The id of the data block the shell reads its deployment from (see shell/src/remotes). */
export const deploymentElementId = 'fullmakt-remotes';

/** The id of the data block the shell reads its runtime config from (see shell/src/config). */
export const configElementId = 'fullmakt-konfiguration';

/** The id of the data block the shell reads the maintenance file's answer from (shell/src/maintenance). */
export const driftinfoElementId = 'fullmakt-driftinfo';

/** What the server writes into the page; each part is left out when it is unknown. */
export interface ShellPageData {
  deployment: Deployment | undefined;
  /** The body `GET /api/konfiguration` answers, as it answers it. */
  config?: unknown;
  /** How `GET /driftinfo/driftinfo.json` answers: its status, and its body for a 200. */
  driftinfo?: { status: number; body?: unknown };
  /** `<link rel="preload">` for the files of the page's remote (remote-preload.ts). */
  preloads?: string;
  /** The page's text rendered at build time, shown before any script runs (prerendered-page.ts). */
  prerendered?: string;
}

/** Where the shell's template mounts React; the prerendered text goes just before it. */
const rootElement = '<div id="root"></div>';

/**
 * JSON inside `<script type="application/json">` is data, never run, so the strict CSP
 * allows it. `<` is escaped so no value can close the element.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The shell's index.html with the deployment, the runtime config and the maintenance
 * file's answer written into it, so the shell knows where its remotes are, how this
 * deployment is set up and whether login is on without a request of its own before the
 * first render. Re-read when the shell is redeployed.
 */
export function createShellPage(indexFile: string): (data: ShellPageData) => string | undefined {
  let cached: { mtimeMs: number; html: string } | undefined;
  return ({ deployment, config, driftinfo, preloads = '', prerendered = '' }) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    }
    const block = [
      preloads,
      deployment === undefined ? '' : dataBlock(deploymentElementId, deployment),
      config === undefined ? '' : dataBlock(configElementId, config),
      driftinfo === undefined ? '' : dataBlock(driftinfoElementId, driftinfo),
    ].join('');
    let html = cached.html;
    if (prerendered && html.includes(rootElement)) {
      // A function as replacement: no `$&` or `$1` in the text can be read as a pattern.
      html = html.replace(rootElement, () => `${prerendered}${rootElement}`);
    }
    if (!block) {
      return html;
    }
    return html.includes('</head>')
      ? html.replace('</head>', () => `${block}</head>`)
      : `${html}${block}`;
  };
}
