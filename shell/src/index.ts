// An async boundary: shared singletons are negotiated before any of them is used. Named so
// the build can preload its chunks in index.html (tooling/rspack/first-render-preload-plugin.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
  console.error('Fullmakt kunde inte starta', error);
});
