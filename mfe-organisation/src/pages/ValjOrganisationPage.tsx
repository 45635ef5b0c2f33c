import { Link, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  compositionTexts,
  foretagTexter,
  formateraOrgnummer,
  organisationOversiktTexter,
  organisationValTexter,
  Ingress,
  Sida,
  useKonfiguration,
} from '@fullmakt/shared';
import { organisationMal, SidMeddelande } from '@fullmakt/shared/flode';
import { givareFranEngagemang, valjOrganisation } from '../engagemang/organisation-givare';
import { useOrganisationer } from '../engagemang/use-organisationer';
import { organisationFlode } from '../flode';

/**
 * `/organisation` and `/organisation/engagemang`: the organisations the user is engaged in
 * (name, number, role), each with a button that makes it the principal and opens its
 * overview, or the page a guard sent the user here from. Every §8 company error is said
 * in place, above what could still be listed.
 */
export function ValjOrganisationPage({ rubrik }: { rubrik: string }) {
  const { laddar, fel, organisationer, meddelanden, hamtaIgen } = useOrganisationer();
  const navigate = useNavigate();
  // A guard that sent the user here keeps the page asked for; else the overview.
  const mal = organisationMal(useLocation().state) ?? organisationFlode.oversikt;
  const privatOn = useKonfiguration((config) => config.privat);
  // Loaded, and nothing to choose (too many companies, none at all): no request to choose,
  // and a way on instead of the organisations' pages, which need an organisation.
  const ingetAttValja = !laddar && !fel && organisationer.length === 0;
  return (
    <Sida>
      <h1>{rubrik}</h1>
      {ingetAttValja ? null : <Ingress>{organisationValTexter.ingress}</Ingress>}
      <SidMeddelande />
      {laddar ? <p role="status">{organisationValTexter.laddar}</p> : null}
      {fel ? (
        <Alert ton="error" role="alert">
          <p>{meddelanden[0] ?? foretagTexter.allmant}</p>
          <Button onClick={hamtaIgen}>{organisationValTexter.hamtaIgen}</Button>
        </Alert>
      ) : null}
      {meddelanden.map((m) => (
        <Alert key={m} som="p" role="status">
          {m}
        </Alert>
      ))}
      {/* With a company error the notice says why the list is empty; 'none' would contradict it. */}
      {!laddar && !fel && organisationer.length === 0 && meddelanden.length === 0 ? (
        <p>{organisationValTexter.inga}</p>
      ) : null}
      {organisationer.length > 0 ? (
        <ul className="organisationer" aria-label={organisationValTexter.listEtikett}>
          {organisationer.map((e) => {
            const givare = givareFranEngagemang(e);
            const namn = e.namn ?? e.orgnummer;
            return (
              <li key={e.orgnummer}>
                <p>
                  <strong>{namn}</strong>
                </p>
                <dl>
                  <dt>{organisationValTexter.organisationsnummer}</dt>
                  <dd>{formateraOrgnummer(e.orgnummer)}</dd>
                  {e.roll ? (
                    <>
                      <dt>{organisationValTexter.roll}</dt>
                      <dd>{e.roll}</dd>
                    </>
                  ) : null}
                </dl>
                {givare ? (
                  <Button
                    onClick={() => {
                      valjOrganisation(givare);
                      void navigate(mal);
                    }}
                  >
                    {organisationValTexter.valj(namn)}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Under the list once it is there: drawn while it was fetched, the link was pushed
          down by the organisations when they came (Lighthouse: CLS 0.013 on /organisation). */}
      {ingetAttValja && privatOn ? (
        <>
          <p>{organisationValTexter.vidarePrivat}</p>
          <p>
            <Link to="/privat">{organisationValTexter.tillPrivat}</Link>
          </p>
        </>
      ) : ingetAttValja ? (
        <p>
          <Link to="/">{compositionTexts.toStart}</Link>
        </p>
      ) : laddar ? null : (
        <ul>
          <li>
            <Link to="/organisation/ombud">{organisationOversiktTexter.mottagna}</Link>
          </li>
        </ul>
      )}
    </Sida>
  );
}
