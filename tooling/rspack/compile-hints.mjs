import rspack from '@rspack/core';

/** V8's explicit compile hint for a whole file (Chrome 136 and later; others read a comment). */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Starts every JavaScript file of a production build with V8's compile hint, so Chrome
 * compiles all of a file's functions while it streams the file in, on a background thread,
 * instead of each one on the main thread the first time it is called.
 *
 * Why: a file here is loaded only when its code runs (the shell's start, the session, the
 * API client, a remote's routes), and on a signed-in page that first-call compilation was
 * the biggest part of the long tasks that make Lighthouse's Total Blocking Time: 20–44 ms
 * of `V8.CompileCode` in each of the bootstrap, session and API client tasks, at the 4×
 * CPU slowdown of Lighthouse's mobile profile. With the hint, the blocking time after the
 * first paint of `/privat/fullmaktsgivare` fell from 79–243 ms (median 183) to 53–93 ms
 * (median 66) in five traced loads each.
 *
 * The comment has to be the file's very first line: it is added after the minifier (which
 * drops comments) and before the source maps are written (which then account for the line).
 */
export function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: compileHint,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });
}
