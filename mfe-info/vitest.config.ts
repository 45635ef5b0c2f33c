import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { compileContentRequest } from './build/compile-markdown.mjs';
import { infoContentDir } from './build/content-dir.mjs';
import { todayInSweden } from './build/news.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  define: { __FULLMAKT_BUILD_LABEL__: '""', __FULLMAKT_DEV__: 'false' },
  resolve: { alias: { '@content': infoContentDir(appDir) } },
  plugins: [
    {
      // The same compilation as build/markdown-loader.mjs does for Rspack, so the route
      // tests render the real content.
      name: 'fullmakt-info-markdown',
      enforce: 'pre',
      async transform(source, id) {
        const request = /^(.*\.md)(\?[a-z-]+)?$/.exec(id);
        if (!request?.[1]) {
          return null;
        }
        const code = await compileContentRequest({
          file: request[1],
          query: request[2] ?? '',
          source,
          today: todayInSweden(),
        });
        return { code, map: null };
      },
    },
  ],
  test: {
    name: 'mfe-info',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
