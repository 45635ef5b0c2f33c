/** The /info pages that exist, from mfe-info/content at build time (rspack.config.mjs). */
declare const __FULLMAKT_INFO_SLUGS__: readonly string[];

/** A style sheet's text (`?raw`), for Decap's preview frame. */
declare module '*.css?raw' {
  const css: string;
  export { css as default };
}

/** Rspack's `import.meta.webpackContext`: the modules of a folder, bundled at build time. */
interface ImportMeta {
  webpackContext(
    dir: string,
    options: { recursive: boolean; regExp: RegExp; mode: 'sync' },
  ): { keys(): string[]; (key: string): unknown };
}
