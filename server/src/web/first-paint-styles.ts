import { createHash } from 'node:crypto';
import path from 'node:path';
import { readWhileUnchanged, type FileCache } from './file-while-unchanged';
import { createManifestFetcher, isOnOtherOrigin } from './remote-manifest-fetcher';
import { localFolderOf, type WebLayout } from './web-layout';

/** A style sheet written into the page, and the CSP source that allows exactly it. */
export interface InlineStyle {
  css: string;
  cspSource: string;
}

/**
 * Text that could end its `<style>` element (or open markup in it) is never inlined: the
 * page links the file instead. A remote's style sheet has no `<` of its own.
 */
function inlinable(css: string): InlineStyle {
  if (css.includes('<')) {
    throw new Error('A style sheet with "<" is not written into a page');
  }
  return { css, cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/** At most this much CSS goes into one page; a larger sheet is linked (and cached) instead. */
const maxInlineBytes = 16 * 1024;

/**
 * The style sheets a prerendered page's first paint needs from its remote (the remote's
 * routes CSS), for writing into the page instead of linking them. On a remote with an
 * origin of its own (the production shape) a linked sheet means a new connection, with its
 * TLS handshake, before the first paint: the largest part of that paint's delay through the
 * front. The server reads the sheet from the remote's folder, or fetches it from the
 * remote's origin in the background as it does the prerendered text; until it has it, the
 * page links the sheet as before. The files are content-hashed, so a fetched sheet stays
 * good for as long as it is named.
 */
export function createFirstPaintStyles(
  layout: WebLayout,
  log: { warn: (object: object, message: string) => void },
): (href: string) => InlineStyle | undefined {
  const local: FileCache<InlineStyle> = new Map();
  const fetched = createManifestFetcher({
    parse: (text) => inlinable(text),
    log,
    ttlMs: 24 * 60 * 60 * 1000,
    maxEntries: 64,
  });
  return (href) => {
    let style: InlineStyle | undefined;
    if (isOnOtherOrigin(href)) {
      style = fetched.get(href);
    } else {
      const dir = localFolderOf(layout, href);
      style = dir
        ? readWhileUnchanged(local, path.join(dir, path.posix.basename(href)), inlinable, (error) =>
            log.warn({ err: error, href }, 'A style sheet cannot be written into the page'),
          )
        : undefined;
    }
    return style && Buffer.byteLength(style.css) <= maxInlineBytes ? style : undefined;
  };
}
