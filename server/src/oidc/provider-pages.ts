import type { KoaContextWithOIDC } from 'oidc-provider';
import { html, logoutScript, page, raw } from '../pages/html';
import { sidTexter } from '../pages/texts';
import { inloggningTexter } from '@fullmakt/shared/texts';
import { webClientId } from './provider';

/**
 * The provider's pages: styles, images and scripts from this origin only, never inline
 * (the provider adds the hash of its own one inline script, the form that finishes a logout
 * whose session is already gone, to `script-src` itself).
 */
export const providerPagesCsp =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The logout question. The provider's form has no button; ours submits it without script.
 * When the shell asked for the logout, the user already chose "Logga ut" there: a served
 * script confirms at once, so the provider's session ends and the browser returns to `/`.
 * The shell is known without its ID token in the address (that would put the personnummer
 * and name in access logs and the history): it names its client_id, and the browser says
 * the navigation came from this very site (Sec-Fetch-Site: same-origin), which no other
 * site can make it say. A link from another site, or the address typed in, still asks.
 * Opened again later (Back), with the session gone, the provider finishes the logout by
 * itself and returns to `/`.
 */
export function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const fromShell =
    ctx.oidc.params?.client_id === webClientId && ctx.get('sec-fetch-site') === 'same-origin';
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = page(
    sidTexter.loggaUt,
    html`<p>${sidTexter.loggaUtFraga}</p>
      ${raw(form)}
      <p>
        <button type="submit" form="op.logoutForm" name="logout" value="yes">
          ${sidTexter.loggaUt}
        </button>
        <button type="submit" form="op.logoutForm" class="sekundar">${sidTexter.stanna}</button>
      </p>`,
    fromShell ? logoutScript : undefined,
  );
}

export function renderLoggedOutPage(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html';
  ctx.body = page(
    sidTexter.utloggad,
    html`<p><a class="knapp" href="/">${sidTexter.tillStartsidan}</a></p>`,
  );
}

/** Errors the provider cannot redirect back (bad client, bad redirect URI): a plain page. */
export function renderErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  ctx.type = 'html';
  ctx.body = page(
    sidTexter.felRubrik,
    // The provider's own description may repeat what the request carried: only the code.
    html`<p class="fel" role="alert">${inloggningTexter.allmant}</p>
      <p>${sidTexter.teknisktFel(out.error)}</p>
      <p><a class="knapp" href="/">${sidTexter.tillStartsidan}</a></p>`,
  );
}
