import { useEffect, useRef } from 'react';
import { Alert, svenskTid, verifieraSidaTexter as t } from '@fullmakt/shared';
import type {
  AlertTon,
  VerifieradFullmakt,
  VerifieradPart,
  VerifieringSvar,
} from '@fullmakt/shared';

/** The colour says what the heading says: only a power in force is a success. */
function tonAv(utfall: VerifieringSvar['utfall']): AlertTon {
  if (utfall === 'GILTIG') {
    return 'success';
  }
  return utfall === 'KAN_INTE_VERIFIERAS' ? 'warning' : 'error';
}

function part({ namn, sistaFyra }: VerifieradPart): string {
  return t.part(namn, sistaFyra);
}

/** Only the facts a clerk needs to match the power to the person at the counter. */
function Fakta({ fullmakt }: { fullmakt: VerifieradFullmakt }) {
  return (
    <section aria-labelledby="verifiera-fakta">
      <h2 id="verifiera-fakta">{t.faktaRubrik}</h2>
      <dl className="verifiera-fakta">
        <dt>{t.tredjeman}</dt>
        <dd>{fullmakt.tredjeman.namn}</dd>
        <dt>{t.fullmakt}</dt>
        <dd>{fullmakt.rubrik}</dd>
        <dt>{t.behorigheter}</dt>
        <dd>
          <ul>
            {fullmakt.behorigheter.map((b) => (
              <li key={b.kod}>{b.rubrik}</li>
            ))}
          </ul>
        </dd>
        <dt>{t.giltighet}</dt>
        <dd>{t.giltighetstid(fullmakt.giltigFrom, fullmakt.giltigTom)}</dd>
        <dt>{t.fullmaktsgivare}</dt>
        <dd>{part(fullmakt.fullmaktsgivare)}</dd>
        <dt>{t.fullmaktshavare}</dt>
        <dd>
          <ul>
            {fullmakt.fullmaktshavare.map((h) => (
              <li key={`${h.namn}-${h.sistaFyra}`}>{part(h)}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}

/**
 * The one verdict: a heading that names it, the server's sentence, when it was checked and
 * the facts. It takes focus when it appears, so a screen reader reads it at once.
 */
export function Utfall({ svar }: { svar: VerifieringSvar }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [svar]);
  return (
    <div className="verifiera-utfall">
      <Alert
        ton={tonAv(svar.utfall)}
        ref={ref}
        tabIndex={-1}
        aria-labelledby="verifiera-utfall"
        rubrik={t.utfallRubrik[svar.utfall]}
        rubrikId="verifiera-utfall"
        data-utfall={svar.utfall}
      >
        <p>{svar.text}</p>
        <p>{t.kontrollerad(svenskTid(svar.kontrollerad, 'tidpunkt'))}</p>
      </Alert>
      {svar.fullmakt === undefined ? null : <Fakta fullmakt={svar.fullmakt} />}
    </div>
  );
}
