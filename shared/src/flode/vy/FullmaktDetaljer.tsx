import { svenskTid } from '../../domain/svensk-tid';
import type { Fullmakt, FullmaktSignatar } from '../../domain/fullmakt';
import { signatarId } from '../../domain/parties';
import { formateraPersonnummer } from '../../domain/personnummer-format';
import { personNamn, statusIOrd } from '../../texts/formatters';
import { formateraOrgnummer } from '../../texts/organisation';
import { giltighetPeriod, visaTexter } from '../../texts/privat';
import { faltTexter } from '../../texts/ui';
import { Utdelningar } from './Utdelningar';

function signatarNamn(s: FullmaktSignatar): string {
  return 'fysiskPerson' in s
    ? personNamn(s.fysiskPerson)
    : (s.juridiskSignatar.juridiskPerson.namn ?? signatarId(s));
}

/** The grantor by name (a person's, or the organisation's) and number. */
function givareText(f: Fullmakt): string {
  const g = f.fullmaktsgivare;
  const namn = personNamn({ id: g.id, typ: g.typ, fornamn: g.fornamn, namn: g.namn });
  // An organisation's number with its hyphen (556712-3459), a person's as ååååmmdd-nnnn.
  const nummer = g.typ === 'orgnr' ? formateraOrgnummer(g.id) : formateraPersonnummer(g.id);
  return namn === nummer ? nummer : `${namn} (${nummer})`;
}

/**
 * Everything a party needs to see about one power, as a description list: who gave it,
 * to whom, for which third party, for how long, with which permissions, who signed (the
 * day of signing in Swedish time), its status, whether it was shared onward from another
 * power and how many were shared onward from it.
 */
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
      <dt>{faltTexter.fullmaktsgivare}</dt>
      <dd>{givareText(fullmakt)}</dd>
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
                    ? visaTexter.underskriven(svenskTid(s.underskriven))
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
      {fullmakt.ursprung.fullmakt ? (
        <>
          <dt>{visaTexter.ursprung}</dt>
          <dd>{visaTexter.deladFran}</dd>
        </>
      ) : null}
      <dt>{visaTexter.utdelningar}</dt>
      <dd>
        {visaTexter.antalUtdelningar(utdelningar)}
        <Utdelningar fullmakt={fullmakt} />
      </dd>
    </dl>
  );
}
