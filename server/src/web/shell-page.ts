import path from 'node:path';
import type { Deployment } from '@fullmakt/shared/deployment';
import { standardSprak, type pseudoSprak, type Sprak } from '@fullmakt/shared/i18n';
import { readWhileUnchanged, type FileCache } from './file-while-unchanged';

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
  /**
   * Preloads of scripts that, beside a prerendered text, wait for its first paint: inert in
   * a `<template>` the shell's starter adds once the paint is on screen (forrenderad.html).
   */
  preloadsAfterFirstPaint?: string;
  /**
   * The page's text is in the document and is the page (not a signed-in page's frame that
   * needs its data): its scripts start after its first paint (forrenderad.html).
   */
  scriptsAfterFirstPaint?: boolean;
  /** The page's text rendered at build time, shown before any script runs (prerendered-page.ts). */
  prerendered?: string;
  /**
   * The page's language, written into `<html lang>`; the shell reads it there. Outside
   * production also the pseudo-locale's tag (shared/src/i18n/pseudo-sprak.ts).
   */
  sprak?: Sprak | typeof pseudoSprak;
  /** An information page's addresses in every language (`<link rel="alternate" hreflang>`). */
  alternates?: string;
}

/** The template's language, as shell/index.html writes it. */
const htmlLang = /<html lang="[^"]*"/;

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

/** The shell's page for a prerendered text: its scripts start after the first paint. */
export const prerenderedPageFile = 'forrenderad.html';

/**
 * The shell's index.html with the deployment, the runtime config and the maintenance
 * file's answer written into it, so the shell knows where its remotes are, how this
 * deployment is set up and whether login is on without a request of its own before the
 * first render. For a page whose prerendered text is the page, it is the shell's
 * forrenderad.html instead, when the shell has one (a shell release from before it has
 * not): the same page whose scripts wait for the text's first paint. Re-read when the shell is redeployed.
 */
export function createShellPage(shellDir: string): (data: ShellPageData) => string | undefined {
  const pages: FileCache<string> = new Map();
  const page = (name: string) =>
    readWhileUnchanged(
      pages,
      path.join(shellDir, name),
      (text) => text,
      () => undefined,
    );
  return ({
    deployment,
    config,
    driftinfo,
    preloads = '',
    preloadsAfterFirstPaint = '',
    scriptsAfterFirstPaint = false,
    prerendered = '',
    sprak = standardSprak,
    alternates = '',
  }) => {
    const afterFirstPaint = scriptsAfterFirstPaint ? page(prerenderedPageFile) : undefined;
    const template = afterFirstPaint ?? page('index.html');
    if (template === undefined) {
      return undefined;
    }
    const block = [
      alternates,
      preloads,
      afterFirstPaint !== undefined && preloadsAfterFirstPaint
        ? `<template data-efter-forsta-malning>${preloadsAfterFirstPaint}</template>`
        : preloadsAfterFirstPaint,
      deployment === undefined ? '' : dataBlock(deploymentElementId, deployment),
      config === undefined ? '' : dataBlock(configElementId, config),
      driftinfo === undefined ? '' : dataBlock(driftinfoElementId, driftinfo),
    ].join('');
    // The template says Swedish; another language replaces it (no tag here needs escaping).
    let html =
      sprak === standardSprak ? template : template.replace(htmlLang, `<html lang="${sprak}"`);
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
