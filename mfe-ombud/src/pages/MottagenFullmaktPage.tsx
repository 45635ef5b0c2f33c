import { Alert, fullmaktTexter, ombudTexter } from '@fullmakt/shared';
import type { Fullmakt, Fullmaktsgivare } from '@fullmakt/shared';
import { FullmaktVy, useFlode } from '@fullmakt/shared/flode';
import { barDelningsratt } from '../dela/delnings-behorigheter';
import { useOmbudPart } from '../ombud-part';
import { partNamn } from '../part-namn';
import { AterlamnaHandling } from '../vy/AterlamnaHandling';
import { useKanHanteraForPart } from '../vy/firmatecknare-for-part';
import { DelaVidareHandling } from '../vy/DelaVidareHandling';

/** The holder is (still) among the power's holders. */
function arHavare(fullmakt: Fullmakt, part: Fullmaktsgivare | undefined): boolean {
  return part !== undefined && fullmakt.fullmaktshavare.some((h) => h.id === part.id);
}

/** What the holder is told before the details: no longer entitled, returned, or ended (§8). */
function meddelande(fullmakt: Fullmakt, part: Fullmaktsgivare | undefined) {
  if (!arHavare(fullmakt, part)) {
    return fullmaktTexter.ombudInteLangreBehorigt;
  }
  switch (fullmakt.status) {
    case 'ATERLAMNAD':
      return fullmaktTexter.aterlamnad;
    case 'UTGANGEN':
    case 'ATERKALLAD':
      return fullmaktTexter.utgangen(partNamn(fullmakt.fullmaktsgivare));
    default:
      return undefined;
  }
}

/**
 * `…/ombud/fullmakt?id=…&orgnummer=…`: one received power (the shared view: grantor, third
 * party, permissions, validity, status, origin), with the holder's actions while it is in
 * force and the holder still is one: return, and share onward when the right was granted;
 * for an organisation holder only to its firmatecknare (the others are told why).
 */
export function MottagenFullmaktPage() {
  const flode = useFlode();
  const part = useOmbudPart(flode);
  const kanHantera = useKanHanteraForPart(flode, part);
  return (
    <FullmaktVy
      tillbakaText={
        flode.roll === 'Privat' ? ombudTexter.tillbakaPrivat : ombudTexter.tillbakaOrganisation
      }
      // The PDF while the holder holds a power in force (the server answers a former holder 404).
      medPdf={(fullmakt) => arHavare(fullmakt, part) && fullmakt.status === 'UNDERSKRIVEN'}
      meddelanden={(fullmakt) => {
        const text = meddelande(fullmakt, part);
        return text === undefined ? null : <Alert som="p">{text}</Alert>;
      }}
      handlingar={(fullmakt) =>
        part === undefined ||
        !arHavare(fullmakt, part) ||
        fullmakt.status !== 'UNDERSKRIVEN' ||
        kanHantera === 'vet-ej' ? null : kanHantera === 'nej' ? (
          // A member of the holder organisation who may not sign for it: told why, not
          // offered what the server would refuse.
          <p>{ombudTexter.baraFirmatecknare}</p>
        ) : (
          <>
            {barDelningsratt(fullmakt) ? (
              <DelaVidareHandling fullmakt={fullmakt} part={part} />
            ) : null}
            <AterlamnaHandling fullmakt={fullmakt} />
          </>
        )
      }
    />
  );
}
