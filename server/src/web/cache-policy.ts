/**
 * Files whose name carries a content hash never change: browsers may keep them for a year.
 * Everything else (index.html, mf-manifest.json, remoteEntry.js) must be revalidated on
 * every load, or a redeployed remote would not be picked up. A file's build-time compressed
 * copy (.br, .gz) follows the rule of the file.
 */
const hashedName =
  /[.-][0-9a-f]{8,}\.(?:js|css|mjs|woff2?|svg|png|jpg|webp|ico|map)(?:\.br|\.gz)?$/i;

export function cacheControlFor(filePath: string): string {
  return hashedName.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
