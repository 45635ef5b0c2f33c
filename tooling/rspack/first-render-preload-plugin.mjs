import rspack from '@rspack/core';

/**
 * The shell's entry only starts its async boundary (`import('./bootstrap')`, needed so the
 * shared singletons are negotiated first); the browser would learn the chunks of that
 * import — React and the other libraries, the design system's and the shell's CSS, the
 * shell's own code — only once the entry has run. This plugin writes a `<link rel="preload">`
 * for each into index.html, so they load beside the entry instead of after it.
 *
 * @param {{ chunkGroup: string }} options the name of the async import (its webpackChunkName)
 */
export class FirstRenderPreloadPlugin {
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  apply(compiler) {
    const name = 'FirstRenderPreloadPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        name,
        (data) => {
          const group = compilation.namedChunkGroups.get(this.chunkGroup);
          if (!group) {
            throw new Error(
              `${name}: no chunk group named '${this.chunkGroup}' (webpackChunkName of the bootstrap import)`,
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
              attributes: {
                rel: 'preload',
                href: `${publicPath}${file}`,
                as: file.endsWith('.css') ? 'style' : 'script',
              },
            }));
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}
