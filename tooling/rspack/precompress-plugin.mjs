import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; source maps are for developers' tools, not page loads. */
const textAsset = /\.(js|mjs|css|svg|json|html|txt)$/;
/** Below this a compressed answer saves less than its headers cost. */
const minBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(full);
    } else {
      yield full;
    }
  }
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production
 * build, once, at build time: the server sends the copy the browser accepts
 * (`@fastify/static` `preCompressed`) instead of compressing the same file on every
 * request. Runs after the files are written, so it also covers what plugins emit late
 * (the federation manifest). A deploy replaces a folder whole, copies included.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) {
        return;
      }
      const work = [];
      for await (const file of files(outputPath)) {
        if (!textAsset.test(file) || (await stat(file)).size < minBytes) {
          continue;
        }
        work.push(
          readFile(file).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(work);
    });
  }
}
