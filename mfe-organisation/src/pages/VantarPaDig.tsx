import { Link } from 'react-router';
import {
  Alert,
  giltighetPeriod,
  personNamn,
  svenskTid,
  underskriftslage,
  useSessionStore,
  vantarPaDigTexter,
} from '@fullmakt/shared';
import type { Fullmakt, Fullmaktsgivare } from '@fullmakt/shared';
import { useUtkastLista } from '@fullmakt/shared/api';
import { useFlode } from '@fullmakt/shared/flode';
import { Underskriftsstatus } from '../Underskriftsstatus';

const RUBRIK_ID = 'vantar-pa-dig-rubrik';

/** A power sent for signature that the person has still to sign. */
export function vantarPa(f: Fullmakt, personId: string | undefined): boolean {
  return underskriftslage(f, personId)?.vantarPa === true;
}

/** Who started a power, by name when the server gave one. */
function skapareNamn(f: Fullmakt): string | undefined {
  const { fornamn, namn } = f.skapare;
  if (namn === undefined) {
    return undefined;
  }
  return personNamn({
    id: f.skapare.id,
    typ: 'pnr',
    ...(fornamn === undefined ? {} : { fornamn }),
    namn,
  });
}

/**
 * The organisation's powers waiting for the signed-in person's own signature: said at once
 * (a notice at the top of the overview), then listed in a section of their own, each with
 * to whom and to which third party, when and by whom it was started, how far the signing
 * has come, and 'Granska och skriv under'. Nothing when none waits.
 */
export function VantarPaDig({ givare }: { givare: Fullmaktsgivare }) {
  const flode = useFlode();
  const anvandarId = useSessionStore((s) => s.user?.id);
  const lista = useUtkastLista(givare);
  const vantar = (lista.data ?? [])
    .map(({ fullmakt }) => fullmakt)
    .filter((f) => vantarPa(f, anvandarId));
  if (vantar.length === 0) {
    return null;
  }
  return (
    <>
      <Alert ton="warning" som="p" role="status">
        {vantarPaDigTexter.notis(vantar.length)}
      </Alert>
      <section aria-labelledby={RUBRIK_ID}>
        <h2 id={RUBRIK_ID}>{vantarPaDigTexter.rubrik}</h2>
        <ul>
          {vantar.map((f) => (
            <li key={f.id}>
              <Link to={flode.utkastVag(f.id)}>{vantarPaDigTexter.granska(f.rubrik)}</Link>
              <br />
              {vantarPaDigTexter.detaljer(
                f.tredjeman.namn ?? f.tredjeman.id,
                f.fullmaktshavare.map(personNamn),
                giltighetPeriod(f.giltigFrom, f.giltigTom),
              )}{' '}
              {vantarPaDigTexter.paborjad(svenskTid(f.skapadTidpunkt), skapareNamn(f))}{' '}
              <Underskriftsstatus fullmakt={f} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
