/** Vite's import.meta.glob, as the tests that read source files as text use it. */
interface ImportMeta {
  glob(
    pattern: string,
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, string>;
}
