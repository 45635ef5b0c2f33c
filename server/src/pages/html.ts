/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export interface RawHtml {
  readonly html: string;
}

export function raw(html: string): RawHtml {
  return { html };
}

type Part = string | number | RawHtml | readonly RawHtml[] | undefined;

function render(part: Part): string {
  if (part === undefined) {
    return '';
  }
  if (Array.isArray(part)) {
    return part.map((p: RawHtml) => p.html).join('');
  }
  if (typeof part === 'object' && 'html' in part) {
    return part.html;
  }
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): RawHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? '');
  });
  return raw(out);
}

/** The path of the one stylesheet of the server-rendered pages (no inline styles: strict CSP). */
export const pageStylesheet = '/oauth2/sida.css';

/**
 * The shell's icon, which the server serves from the built shell. Named on every server
 * page, so a browser does not ask for /favicon.ico (which does not exist) by itself.
 */
export const pageIcon = '/favicon.svg';

/**
 * The one script of the server-rendered pages: it confirms the provider's logout form when
 * the shell itself asked for the logout (see provider-pages.ts). Served from this origin,
 * so only that page's CSP needs `script-src 'self'`.
 */
export const logoutScript = '/oauth2/logga-ut.js';

/**
 * A complete Swedish page: one h1, lang="sv", a served stylesheet, no scripts (unless a
 * served `script` is named). Used by the e-ID login and the signing service, which the
 * strict CSP must allow as they are.
 */
export function page(title: string, body: RawHtml, script?: string): string {
  return html`<!doctype html>
    <html lang="sv">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – Fullmakt</title>
        <link rel="icon" href="${pageIcon}" type="image/svg+xml" />
        <link rel="stylesheet" href="${pageStylesheet}" />
        ${script ? html`<script src="${script}" defer></script>` : undefined}
      </head>
      <body>
        <header class="topp"><p class="tjanst">Fullmakt – e-legitimation</p></header>
        <main id="innehall">
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`.html;
}
