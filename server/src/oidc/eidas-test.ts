import { formateraPersonnummer } from '@fullmakt/shared/domain';
import { html, type RawHtml } from '../pages/html';
import { sidTexter } from '../pages/texts';
import { testPerson } from '../seed/people';

/** The e-ID method a foreign eID (eIDAS) login arrives with: the `idp` claim too. */
export const foreignEidMethod = 'foreign-eid';

export interface EidasTestIdentity {
  id: string;
  namn: string;
  land: string;
  /** The Swedish personnummer the foreign eID carries, if any. */
  personnummer: string | undefined;
}

/**
 * The foreign test identities: one that carries a Swedish personnummer (a person of the
 * seed, who may sign in and look but not sign: SPEC §5), and one without, whom the service
 * refuses at sign-in (SPEC §8 "no Swedish personnummer").
 */
export const eidasTestIdentities: readonly EidasTestIdentity[] = [
  { id: 'de-med-pnr', namn: 'Lena Persson', land: 'Tyskland', personnummer: testPerson.lena },
  { id: 'fr-utan-pnr', namn: 'Marie Dupont', land: 'Frankrike', personnummer: undefined },
];

export function findEidasTestIdentity(id: string): EidasTestIdentity | undefined {
  return eidasTestIdentities.find((identity) => identity.id === id);
}

function label(identity: EidasTestIdentity): string {
  return identity.personnummer
    ? sidTexter.eidasMedPersonnummer(
        identity.namn,
        identity.land,
        formateraPersonnummer(identity.personnummer),
      )
    : sidTexter.eidasUtanPersonnummer(identity.namn, identity.land);
}

/** The test page's form: one radio per identity, each labelled TEST; no script. */
export function eidasTestForm(options: { action: string; xsrf: string }): RawHtml {
  const radios = eidasTestIdentities.map(
    (identity, i) =>
      html`<div class="radio">
        <input
          type="radio"
          id="identitet-${identity.id}"
          name="identitet"
          value="${identity.id}"
          ${i === 0 ? html` checked` : html``}
        /><label for="identitet-${identity.id}">${label(identity)}</label>
      </div>`,
  );
  return html`<form method="post" action="${options.action}" novalidate>
    <input type="hidden" name="_xsrf" value="${options.xsrf}" />
    <fieldset>
      <legend>${sidTexter.eidasIdentitet}</legend>
      ${radios}
    </fieldset>
    <p><button type="submit">${sidTexter.legitimera}</button></p>
  </form>`;
}
