import rspack from '@rspack/core';

/** The file the server reads to preload what a signed-in page needs (server/src/web/remote-preload.ts). */
export const signedInPreloadsFile = 'signed-in-preloads.json';

/**
 * The shell's entry only starts its async boundary (`import('./bootstrap')`, needed so the
 * shared singletons are negotiated first); the browser would learn the chunks of that
 * import — React and the other libraries, the design system's and the shell's CSS, the
 * shell's own code — only once the entry has run. This plugin writes a `<link rel="preload">`
 * for each script into index.html, so they load beside the entry instead of after it, and
 * links each style sheet as a style sheet: the first paint waits for the 4 KB of CSS (it
 * arrives beside the entry), so a page whose text is already in the document (a
 * prerendered page) is never painted unstyled. The chunk loader finds the link by its
 * href and does not add it again.
 *
 * Also writes `signed-in-preloads.json`: the scripts a signed-in page loads only after the
 * shell has started (the stored session's chunk group, the API client and flow chunks), so
 * the server can preload them when the request carries a session cookie.
 *
 * @param {{ chunkGroup: string, signedIn?: { chunkGroups: string[], chunks: string[] } }} options
 *   the name of the bootstrap import (its webpackChunkName), and what a signed-in page needs
 */
export class FirstRenderPreloadPlugin {
  constructor({ chunkGroup, signedIn = { chunkGroups: [], chunks: [] } }) {
    this.chunkGroup = chunkGroup;
    this.signedIn = signedIn;
  }

  apply(compiler) {
    const name = 'FirstRenderPreloadPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = [
            ...this.signedIn.chunkGroups.flatMap((group) =>
              (compilation.namedChunkGroups.get(group)?.chunks ?? []).flatMap((chunk) => [
                ...chunk.files,
              ]),
            ),
            ...this.signedIn.chunks.flatMap((chunk) => [
              ...(compilation.namedChunks.get(chunk)?.files ?? []),
            ]),
          ].filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            signedInPreloadsFile,
            new rspack.sources.RawSource(JSON.stringify({ scripts: [...new Set(files)] })),
          );
        },
      );
    });
    compiler.hooks.compilation.tap(name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        name,
        (data) => {
          const result = this.withPreloads(compilation, data);
          return data.outputName === afterFirstPaintPage
            ? scriptsAfterFirstPaint(compilation, result)
            : result;
        },
      );
    });
  }

  /** index.html's tags with the bootstrap group's preloads and style sheets added. */
  withPreloads(compilation, data) {
    const group = compilation.namedChunkGroups.get(this.chunkGroup);
    if (!group) {
      throw new Error(
        `FirstRenderPreloadPlugin: no chunk group named '${this.chunkGroup}' (webpackChunkName of the bootstrap import)`,
      );
    }
    const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : '/';
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    const links = files
      .filter((file) => /\.(js|css)$/.test(file))
      // Scripts first in the order the group lists them; style sheets after.
      .sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')))
      .map((file) => ({
        tagName: 'link',
        voidTag: true,
        attributes: file.endsWith('.css')
          ? { rel: 'stylesheet', href: `${publicPath}${file}` }
          : { rel: 'preload', href: `${publicPath}${file}`, as: 'script' },
      }));
    data.headTags.push(...links);
    return data;
  }
}

/** The page the server sends with a prerendered text (server/src/web/shell-page.ts). */
export const afterFirstPaintPage = 'forrenderad.html';

/** The shell's starter there (shell/static/efter-forsta-malning.js), copied with a hash. */
const afterFirstPaintLoader = /^efter-forsta-malning(?:\.[0-9a-f]{10})?\.js$/;

/**
 * forrenderad.html: the same page, but its scripts and script preloads are named only in
 * the starter's `data-skript` and `data-forladdning` (space-separated), which it adds to the
 * document once the first paint is on screen; the style sheets stay, since that paint
 * needs them.
 */
function scriptsAfterFirstPaint(compilation, data) {
  const loader = compilation.getAssets().find((asset) => afterFirstPaintLoader.test(asset.name));
  if (!loader) {
    throw new Error(
      `FirstRenderPreloadPlugin: ${afterFirstPaintPage} needs efter-forsta-malning.js`,
    );
  }
  const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : '/';
  const isScript = (tag) => tag.tagName === 'script';
  const isPreload = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload';
  data.headTags = [
    ...data.headTags.filter((tag) => !isScript(tag) && !isPreload(tag)),
    {
      tagName: 'script',
      voidTag: false,
      attributes: {
        defer: true,
        src: `${publicPath}${loader.name}`,
        'data-forladdning': data.headTags
          .filter(isPreload)
          .map((tag) => tag.attributes.href)
          .join(' '),
        'data-skript': data.headTags
          .filter(isScript)
          .map((tag) => tag.attributes.src)
          .join(' '),
      },
    },
  ];
  return data;
}
