import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prerenderedPageFile } from '../web/shell-page';

/** What a test site's mfe-info holds beside its routes chunk. */
export interface InfoSiteOptions {
  /** The folder's name in the temp dir. */
  name: string;
  /**
   * The shell's pages: its index.html, its forrenderad.html when given, and its declared
   * routes (routes.json) when given: without them every address counts as a page.
   */
  shell: { index: string; prerendered?: string; routes?: string[] };
  /** mfe-info's prerendered pages, by path: their HTML. */
  pages: Record<string, string>;
  /** mfe-info's route table's style sheet (`routes.0123abcd.css`), when it has one. */
  css?: string;
  /** mfe-info's declared routes (routes.json). */
  routes?: string[];
}

/**
 * A built site on disk for the web plugin's tests: the shell's page and mfe-info with its
 * manifest, prerendered pages and (optionally) its routes, and a deployment file naming it.
 */
export function makeInfoSite(options: InfoSiteOptions): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), `fullmakt-${options.name}-`));
  const shell = path.join(webDir, 'shell');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), options.shell.index);
  if (options.shell.prerendered !== undefined) {
    writeFileSync(path.join(shell, prerenderedPageFile), options.shell.prerendered);
  }
  if (options.shell.routes !== undefined) {
    writeFileSync(
      path.join(shell, 'routes.json'),
      JSON.stringify({ routes: options.shell.routes }),
    );
  }
  const info = path.join(webDir, 'mfe', 'info');
  mkdirSync(path.join(info, 'prerendered'), { recursive: true });
  const index: Record<string, { file: string; title: string; crumbs: Record<string, string> }> = {};
  Object.entries(options.pages).forEach(([pagePath, html], n) => {
    const file = `prerendered/${n}.html`;
    writeFileSync(path.join(info, file), html);
    index[pagePath] = { file, title: 't', crumbs: {} };
  });
  writeFileSync(path.join(info, 'prerendered.json'), JSON.stringify({ pages: index }));
  const css = options.css === undefined ? {} : { css: { sync: ['routes.0123abcd.css'] } };
  writeFileSync(
    path.join(info, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.0123abcd.js'] }, ...css } }],
    }),
  );
  if (options.css !== undefined) {
    writeFileSync(path.join(info, 'routes.0123abcd.css'), options.css);
  }
  if (options.routes !== undefined) {
    writeFileSync(path.join(info, 'routes.json'), JSON.stringify({ routes: options.routes }));
  }
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
  );
  return { webDir, deploymentFile };
}
