import { signeringsstegTexter, valideraSignatarer } from '@fullmakt/shared';
import type { Signeringsalternativ } from '@fullmakt/shared';
import { lastForklaring, medlemNamn } from './signatar-val';

export const personFalt = (id: string) => `signatar-${id}`;

/**
 * One signing group's persons as checkboxes: mandatory members and the user marked, the
 * remaining-count hint in a polite region, and a group with nothing to choose shown chosen
 * and locked, with the reason.
 */
export function SigneringsGrupp({
  grupp,
  valda,
  anvandarId,
  last,
  felId,
  onVaxla,
}: {
  grupp: Signeringsalternativ;
  valda: readonly string[];
  anvandarId: string | undefined;
  last: boolean;
  felId: string | undefined;
  onVaxla: (id: string) => void;
}) {
  const status = valideraSignatarer(grupp, valda);
  const forklaring = lastForklaring(grupp, anvandarId);
  const tipsId = `signatarer-${grupp.id}-tips`;
  return (
    <fieldset
      className="field"
      aria-describedby={[felId, tipsId].filter((d) => d !== undefined).join(' ')}
    >
      <legend>{signeringsstegTexter.personer(grupp.namn)}</legend>
      {forklaring ? <p>{forklaring}</p> : null}
      {grupp.personer.map((p) => (
        <div key={p.id} className="choice">
          <input
            type="checkbox"
            id={personFalt(p.id)}
            checked={valda.includes(p.id)}
            disabled={last}
            onChange={() => onVaxla(p.id)}
          />{' '}
          <label htmlFor={personFalt(p.id)}>
            {medlemNamn(p)}
            {p.id === anvandarId ? ` ${signeringsstegTexter.du}` : ''}
            {p.obligatorisk ? ` ${signeringsstegTexter.obligatorisk}` : ''}
          </label>
        </div>
      ))}
      <p id={tipsId} className="field__hint" aria-live="polite">
        {last ? '' : status.tips}
      </p>
    </fieldset>
  );
}
