/** A style sheet's text, for the tests that read the design tokens (Vite's `?raw`). */
declare module '*.css?raw' {
  const css: string;
  // eslint-disable-next-line no-restricted-exports -- a `?raw` module has only a default.
  export { css as default };
}
