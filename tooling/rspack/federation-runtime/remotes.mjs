// In place of @module-federation/webpack-bundler-runtime's dist/remotes.js in the shell's build
// (federation-runtime-trim.mjs): it loads the remotes a build declares (`remotes` in its
// federation options) and is called only for those. The shell declares none: it registers
// its remotes at run time from the deployment file and loads them with loadRemote.

export function remotes() {
  throw new Error('Remotes declared at build time are not built into this federation runtime');
}
