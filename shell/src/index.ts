import './zod-without-eval';
import { afterFirstPaint } from './after-first-paint';

// An async boundary: shared singletons are negotiated before any of them is used. Named so
// the build can preload its chunks in index.html (tooling/rspack/first-render-preload-plugin.mjs).
// Started after the first paint: a page whose text is already in the document (prerendered)
// is painted before the shell's scripts take the main thread; their files load meanwhile.
void afterFirstPaint().then(() =>
  import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
    console.error('Fullmakt kunde inte starta', error);
  }),
);
