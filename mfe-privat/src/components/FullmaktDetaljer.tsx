import {
  faltTexter,
  formateraPersonnummer,
  giltighetPeriod,
  signatarId,
  visaTexter,
} from '@fullmakt/shared';
import type { Fullmakt, FullmaktSignatar } from '@fullmakt/shared';
import { personNamn, statusIOrd } from '../overview/FullmaktRad';

function signatarNamn(s: FullmaktSignatar): string {
  return 'fysiskPerson' in s
    ? personNamn(s.fysiskPerson)
    : (s.juridiskSignatar.juridiskPerson.namn ?? signatarId(s));
}

/** Everything a grantor needs to see about one power, as a description list. */
export function FullmaktDetaljer({
  fullmakt,
  mallRubrik,
}: {
  fullmakt: Fullmakt;
  mallRubrik?: string;
}) {
  const utdelningar = fullmakt.metadata?.utdelningar.length ?? 0;
  const status = statusIOrd(fullmakt);
  return (
    <dl className="detaljer">
      <dt>{faltTexter.tredjeman}</dt>
      <dd>{fullmakt.tredjeman.namn ?? fullmakt.tredjeman.id}</dd>
      <dt>{faltTexter.mall}</dt>
      <dd>{mallRubrik ?? fullmakt.rubrik}</dd>
      <dt>{faltTexter.fullmaktshavare}</dt>
      <dd>
        <ul>
          {fullmakt.fullmaktshavare.map((h) => (
            <li key={h.id}>
              {personNamn(h)} ({formateraPersonnummer(h.id)})
            </li>
          ))}
        </ul>
      </dd>
      <dt>{visaTexter.giltighet}</dt>
      <dd>{giltighetPeriod(fullmakt.giltigFrom, fullmakt.giltigTom)}</dd>
      <dt>{faltTexter.behorigheter}</dt>
      <dd>
        <ul>
          {fullmakt.behorigheter.map((b) => (
            <li key={b.kod}>
              <strong>{b.rubrik}</strong>: {b.beskrivning}
            </li>
          ))}
        </ul>
      </dd>
      {fullmakt.signatarer.length > 0 ? (
        <>
          <dt>{visaTexter.signatarer}</dt>
          <dd>
            <ul>
              {fullmakt.signatarer.map((s) => (
                <li key={signatarId(s)}>
                  {signatarNamn(s)}:{' '}
                  {s.underskriven
                    ? visaTexter.underskriven(s.underskriven.slice(0, 10))
                    : visaTexter.ejUnderskriven}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {status === '' ? null : (
        <>
          <dt>{faltTexter.status}</dt>
          <dd>{status}</dd>
        </>
      )}
      <dt>{visaTexter.utdelningar}</dt>
      <dd>{visaTexter.antalUtdelningar(utdelningar)}</dd>
    </dl>
  );
}
