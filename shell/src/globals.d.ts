/** Set at build time by the shared Rspack config. */
declare const __FULLMAKT_BUILD_LABEL__: string;
declare const __FULLMAKT_DEV__: boolean;

/** A style sheet's text, for the test that reads global.css (Vite's `?raw`). */
declare module '*.css?raw' {
  const css: string;
  export { css as default };
}
