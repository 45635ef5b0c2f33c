import { svenskTid } from '../../domain/svensk-tid';
import type { Fullmakt, FullmaktSignatar, FullmaktStatus } from '../../domain/fullmakt';
import { signatarId } from '../../domain/parties';
import type { Signeringsalternativ } from '../../domain/signering';
import { personMedNummer, personNamn, statusIOrd } from '../../texts/formatters';
import { signeringsstegTexter } from '../../texts/organisation';
import { giltighetPeriod, visaTexter } from '../../texts/privat';
import { faltTexter } from '../../texts/ui';
import { gruppEtikett } from '../steg/signatar-val';
import { givareText } from './givare-text';
import { Utdelningar } from './Utdelningar';

function signatarNamn(s: FullmaktSignatar): string {
  return 'fysiskPerson' in s
    ? personNamn(s.fysiskPerson)
    : (s.juridiskSignatar.juridiskPerson.namn ?? signatarId(s));
}

/** A power not yet signed by all has not been shared onward, nor can it be. */
const UTKAST: readonly FullmaktStatus[] = [
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
];

/**
 * Everything a party needs to see about one power, as a description list: who gave it,
 * to whom, for which third party, for how long, with which permissions, who signed (the
 * day of signing in Swedish time), its status, whether it was shared onward from another
 * power (naming that power and its grantor when the original is at hand, as in the share
 * wizard) and how many were shared onward from it (not for a draft: nothing can be yet).
 * Under review, an organisation's power also names the signing group chosen in step 5 and
 * its rule, so the reviewer sees why these signatories (issue 32, item 5).
 */
export function FullmaktDetaljer({
  fullmakt,
  mallRubrik,
  ursprung,
  signeringsgrupp,
}: {
  fullmakt: Fullmakt;
  mallRubrik?: string;
  /** The organisation's chosen signing option, while the power is being reviewed. */
  signeringsgrupp?: Signeringsalternativ;
  /** The power this one is shared onward from, when known. */
  ursprung?: Fullmakt;
}) {
  const utdelningar = fullmakt.metadata?.utdelningar.length ?? 0;
  const utkast = fullmakt.status !== undefined && UTKAST.includes(fullmakt.status);
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
            <li key={h.id}>{personMedNummer(h)}</li>
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
      {signeringsgrupp ? (
        <>
          <dt>{signeringsstegTexter.granskaGrupp}</dt>
          <dd>
            {signeringsstegTexter.granskaGruppVarde(
              gruppEtikett(signeringsgrupp),
              signeringsgrupp.rubrik,
            )}
          </dd>
        </>
      ) : null}
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
      {fullmakt.ursprung.fullmakt || ursprung ? (
        <>
          <dt>{visaTexter.ursprung}</dt>
          <dd>
            {ursprung
              ? visaTexter.deladFranGivare(ursprung.rubrik, givareText(ursprung))
              : visaTexter.deladFran}
          </dd>
        </>
      ) : null}
      {utkast && utdelningar === 0 ? null : (
        <>
          <dt>{visaTexter.utdelningar}</dt>
          <dd>
            {visaTexter.antalUtdelningar(utdelningar)}
            <Utdelningar fullmakt={fullmakt} />
          </dd>
        </>
      )}
    </dl>
  );
}
