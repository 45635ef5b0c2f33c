import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import {
  compileInfoPage,
  compileInfoPageMeta,
  compileNewsList,
} from './build/compile-markdown.mjs';
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
        if (id.endsWith('.md?meta')) {
          return {
            code: compileInfoPageMeta(source, { file: id.slice(0, -'?meta'.length) }),
            map: null,
          };
        }
        if (id.endsWith('.md?news')) {
          return {
            code: compileNewsList(path.dirname(id), todayInSweden()),
            map: null,
          };
        }
        if (!id.endsWith('.md')) {
          return null;
        }
        return { code: await compileInfoPage(source, { file: id }), map: null };
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
