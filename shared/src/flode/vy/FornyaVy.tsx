import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fornyadGiltighet, kanFornyas } from '../../domain/fornyelse';
import { idag } from '../../domain/svensk-tid';
import { useKonfiguration } from '../../store/konfiguration-store';
import { useFullmakt } from '../../store/server-state/queries';
import { inloggadPerson, useSessionStore } from '../../store/session-store';
import { fornyaTexter, giltighetPeriod, visaTexter } from '../../texts/privat';
import { serverMeddelande } from '../../api/felmeddelande';
import { useFlode } from '../flode-context';
import { RedanFornyad } from './RedanFornyad';
import { fornyaFullmakt } from '../fornya';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonRow } from '../../ui/ButtonRow';
import { Sida } from '../../ui/Sida';

/**
 * `…/fornya?id=…&orgnummer=…`: the grantor's renewal of a power, reached from the power's
 * page and from the expiry reminder. Says what the new power gets, and "Förnya fullmakten"
 * starts it and opens the wizard filled in. Nothing is created until the button is used;
 * an unfinished renewal of the power is continued, and a renewed power links to its renewal.
 */
export function FornyaVy({ tillbakaText }: { tillbakaText: string }) {
  const flode = useFlode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const orgnummer = params.get('orgnummer') ?? undefined;
  const fullmakt = useFullmakt(orgnummer, id);
  const user = useSessionStore((s) => s.user);
  const max = useKonfiguration((config) => config.giltighetMax);
  const [status, setStatus] = useState<'vilar' | 'arbetar' | { fel: string }>('vilar');
  const data = fullmakt.data;
  const dag = idag();
  const ny = data && kanFornyas(data) ? fornyadGiltighet(data, dag, max) : undefined;

  const fornya = () => {
    if (!data || !user) {
      return;
    }
    setStatus('arbetar');
    fornyaFullmakt(data, flode, inloggadPerson(user), dag, max).then(
      (vag) => void navigate(vag),
      (err: unknown) => setStatus({ fel: serverMeddelande(err) }),
    );
  };

  return (
    <Sida>
      <h1>{fornyaTexter.rubrik}</h1>
      {id === undefined || orgnummer === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {fullmakt.isPending && id !== undefined && orgnummer !== undefined ? (
        <p>{visaTexter.laddar}</p>
      ) : null}
      {fullmakt.isError ? (
        <Alert ton="error" som="p">
          {fornyaTexter.hittadesInte}
        </Alert>
      ) : null}
      {typeof status === 'object' ? (
        <Alert ton="error" som="p" role="alert">
          {status.fel}
        </Alert>
      ) : null}
      {data ? <RedanFornyad fullmakt={data} /> : null}
      {data && ny === undefined && !data.fornyadAv ? <p>{fornyaTexter.kanInteFornyas}</p> : null}
      {data && ny ? (
        <>
          <p>
            <strong>{data.rubrik}</strong>, {data.tredjeman.namn ?? data.tredjeman.id}
          </p>
          <p>{fornyaTexter.ingress}</p>
          {data.fullmaktsgivarroll === 'Organisation' ? <p>{fornyaTexter.signatarerIgen}</p> : null}
          <h2>{fornyaTexter.nyGiltighet}</h2>
          <p>{giltighetPeriod(ny.giltigFrom, ny.giltigTom)}</p>
          <p>
            {fornyaTexter.giltighetForklaring(data.giltigTom !== undefined && data.giltigTom < dag)}
          </p>
          <ButtonRow>
            <Button onClick={fornya} disabled={status === 'arbetar'}>
              {fornyaTexter.knapp}
            </Button>
          </ButtonRow>
          {status === 'arbetar' ? <p role="status">{fornyaTexter.fornyar}</p> : null}
        </>
      ) : null}
      {data ? (
        <p>
          <Link to={flode.fullmaktVag(data)}>{fornyaTexter.visaFullmakten}</Link>
        </p>
      ) : null}
      <p>
        <Link to={flode.oversikt}>{tillbakaText}</Link>
      </p>
    </Sida>
  );
}
