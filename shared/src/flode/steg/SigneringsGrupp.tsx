import type { Signeringsalternativ } from '../../domain/signering';
import { valideraSignatarer } from '../../domain/validate-signatarer';
import { signeringsstegTexter } from '../../texts/organisation';
import { Checkbox } from '../../ui/Checkbox';
import { Fieldset } from '../../ui/Fieldset';
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
    <Fieldset
      legend={signeringsstegTexter.personer(grupp.namn)}
      beskrivning={[felId, tipsId].filter((d) => d !== undefined)}
    >
      {forklaring ? <p>{forklaring}</p> : null}
      {grupp.personer.map((p) => (
        <Checkbox
          key={p.id}
          id={personFalt(p.id)}
          etikett={[
            medlemNamn(p),
            p.id === anvandarId ? ` ${signeringsstegTexter.du}` : '',
            p.obligatorisk ? ` ${signeringsstegTexter.obligatorisk}` : '',
          ].join('')}
          checked={valda.includes(p.id)}
          disabled={last}
          onChange={() => onVaxla(p.id)}
        />
      ))}
      <p id={tipsId} className="field__hint" aria-live="polite">
        {last ? '' : status.tips}
      </p>
    </Fieldset>
  );
}
