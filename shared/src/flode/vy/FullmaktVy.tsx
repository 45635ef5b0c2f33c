import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import { useFullmakt } from '../../store/server-state/queries';
import { allmannaTexter } from '../../texts/messages';
import { fornyaTexter, visaTexter } from '../../texts/privat';
import { kanFornyas } from '../../domain/fornyelse';
import { ButtonLink } from '../../ui/ButtonLink';
import { harPdf, LaddaNedPdf } from '../../api/LaddaNedPdf';
import { useFlode } from '../flode-context';
import { RedanFornyad } from './RedanFornyad';
import { FullmaktDetaljer } from './FullmaktDetaljer';
import { FullmaktHistorik } from './FullmaktHistorik';
import { Alert } from '../../ui/Alert';
import { Sida } from '../../ui/Sida';

/**
 * `…/fullmakt?id=…&orgnummer=…`: one power, for the grantor or a holder. What the viewer
 * may do with it (revoke, return, share, sign) comes from the remote as `handlingar`, and
 * anything the remote says about the power before its details (an expired power, a holder
 * no longer entitled) as `meddelanden`. A grantor's flow offers "Förnya fullmakten" for a
 * power that can be renewed; a renewed one links to the power that renewed it. A power that reached its third party can be downloaded as a
 * PDF with its verify code.
 */
export function FullmaktVy({
  tillbakaText,
  handlingar,
  meddelanden,
  medPdf = (fullmakt) => harPdf(fullmakt.status),
}: {
  tillbakaText: string;
  /** Whether the viewer is offered the PDF; by default every power that reached its third party. */
  medPdf?: (fullmakt: Fullmakt) => boolean;
  handlingar?: (fullmakt: Fullmakt) => ReactNode;
  meddelanden?: (fullmakt: Fullmakt) => ReactNode;
}) {
  const flode = useFlode();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const orgnummer = params.get('orgnummer') ?? undefined;
  const fullmakt = useFullmakt(orgnummer, id);
  const data = fullmakt.data;

  return (
    <Sida>
      <h1>{data?.rubrik ?? visaTexter.rubrik}</h1>
      {id === undefined || orgnummer === undefined ? <p>{visaTexter.saknarId}</p> : null}
      {fullmakt.isPending && id !== undefined && orgnummer !== undefined ? (
        <p>{visaTexter.laddar}</p>
      ) : null}
      {fullmakt.isError ? (
        <Alert ton="error" som="p">
          {allmannaTexter.hittadesInte}
        </Alert>
      ) : null}
      {data ? meddelanden?.(data) : null}
      {data ? <FullmaktDetaljer fullmakt={data} /> : null}
      {data && medPdf(data) ? <LaddaNedPdf fullmaktId={data.id} /> : null}
      {data ? handlingar?.(data) : null}
      {data ? <RedanFornyad fullmakt={data} /> : null}
      {data && flode.fornyaVag && kanFornyas(data) ? (
        <p>
          <ButtonLink variant="secondary" to={flode.fornyaVag(data)}>
            {fornyaTexter.knapp}
          </ButtonLink>
        </p>
      ) : null}
      {data ? <FullmaktHistorik fullmakt={data} /> : null}
      <p>
        <Link to={flode.oversikt}>{tillbakaText}</Link>
      </p>
    </Sida>
  );
}
