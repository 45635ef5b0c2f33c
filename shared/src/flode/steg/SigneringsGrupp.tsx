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
  fel,
  felId,
  onVaxla,
}: {
  grupp: Signeringsalternativ;
  valda: readonly string[];
  anvandarId: string | undefined;
  last: boolean;
  /** The group's error, also in the page's error summary. */
  fel: string | undefined;
  felId: string;
  onVaxla: (id: string) => void;
}) {
  const status = valideraSignatarer(grupp, valda);
  const forklaring = lastForklaring(grupp, anvandarId);
  const tipsId = `signatarer-${grupp.id}-tips`;
  const kravId = `signatarer-${grupp.id}-krav`;
  const min = grupp.min ?? 0;
  // The minimum is said before anyone is chosen (as guidance), not only after a failed
  // 'Nästa'; a group with nothing to choose needs no guidance.
  const visaKrav = !last && min > 1;
  return (
    <Fieldset
      legend={signeringsstegTexter.personer(grupp.namn)}
      fel={fel}
      felId={felId}
      beskrivning={[visaKrav ? kravId : undefined, tipsId].filter((d) => d !== undefined)}
    >
      {visaKrav ? (
        <p id={kravId} className="field__hint">
          {signeringsstegTexter.krav(min)}
        </p>
      ) : null}
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
