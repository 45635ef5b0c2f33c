import { Link, useLocation } from 'react-router';
import {
  begarTexter,
  organisationValTexter,
  roleTexts,
  ButtonLink,
  Ingress,
  Sida,
} from '@fullmakt/shared';
import { FullmaktLista, organisationMal, SidMeddelande, useFlode } from '@fullmakt/shared/flode';
import { ombudTexter } from '@fullmakt/shared';
import { useOmbudPart } from '../ombud-part';
import { partNamn } from '../part-namn';
import { PaborjadeDelningar } from '../vy/PaborjadeDelningar';
import { SkickadeBegaranden } from '../vy/SkickadeBegaranden';

/**
 * `/privat/ombud` and `/organisation/ombud`: the powers the person, or the chosen
 * organisation, has received, with every §4 list rule of the shared list (time filter,
 * search, 20 fetched and 5 shown, the 90 s cache). Each row names the template (the link),
 * the grantor, the third party, the validity and the status in words.
 */
export function MottagnaFullmakterPage() {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  const privat = flode.roll === 'Privat';
  // Without an organisation chosen (SPEC §2: the ombud overview), the way to choose one;
  // choosing continues to the page a guard sent the user here from, else back here.
  const mal = organisationMal(useLocation().state) ?? flode.oversikt;
  return (
    <Sida>
      <h1>{privat ? ombudTexter.rubrikPrivat : ombudTexter.rubrikOrganisation}</h1>
      {part === undefined && !privat ? (
        <>
          <p>{organisationValTexter.ingenValdOrganisation}</p>
          <p>
            <Link to="/organisation/engagemang" state={{ mal }}>
              {organisationValTexter.rubrik}
            </Link>
          </p>
        </>
      ) : part === undefined ? (
        <p>{ombudTexter.ingenAnvandare}</p>
      ) : (
        <>
          <Ingress>
            {privat ? roleTexts.receivedAsPrivat : ombudTexter.ingressOrganisation(partNamn(part))}
          </Ingress>
          <SidMeddelande />
          {/* Above the lists, so it stays where it is while they load: below them it moved
              down as the rows came, and a click aimed at it could land on a row instead. */}
          <p>
            <ButtonLink to={`${flode.oversikt}/begar`}>{begarTexter.knapp}</ButtonLink>
          </p>
          <PaborjadeDelningar part={part} />
          <FullmaktLista
            typ="havare"
            partId={part.id}
            rubrik={ombudTexter.tabellRubrik}
            kolumner={['givare', 'tredjeman', 'giltighet', 'status']}
          />
          <SkickadeBegaranden partId={part.id} flode={flode} />
        </>
      )}
    </Sida>
  );
}
