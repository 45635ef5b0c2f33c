/** A style sheet's text, for the tests that read the design tokens (Vite's `?raw`). */
declare module '*.css?raw' {
  const css: string;
  export { css as default };
}
