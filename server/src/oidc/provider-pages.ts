import type { KoaContextWithOIDC } from 'oidc-provider';
import { html, page, raw } from '../pages/html';
import { sidTexter } from '../pages/texts';
import { inloggningTexter } from '@fullmakt/shared/texts';

/** The logout question. The provider's form has no button; ours submits it without script. */
export function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
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
