import { Link } from 'react-router';
import {
  formateraPersonnummer,
  giltighetPeriod,
  oversiktTexter,
  statusTexter,
} from '@fullmakt/shared';
import type { Fullmakt, Person } from '@fullmakt/shared';

export function personNamn(p: Person): string {
  const namn = [p.fornamn, p.namn].filter((d) => d !== undefined && d !== '').join(' ');
  return namn === '' ? formateraPersonnummer(p.id) : namn;
}

/** The status of a power in words; a power without a status code says nothing rather than guess. */
export function statusIOrd(fullmakt: Fullmakt): string {
  return fullmakt.status ? statusTexter[fullmakt.status] : '';
}

export function fullmaktLank(fullmakt: Fullmakt): string {
  const query = new URLSearchParams({ id: fullmakt.id, orgnummer: fullmakt.tredjeman.id });
  return `/privat/fullmaktsgivare/fullmakt?${query.toString()}`;
}

/** One power given, as a table row. The link names the power so that links differ by name. */
export function FullmaktRad({ fullmakt }: { fullmakt: Fullmakt }) {
  return (
    <tr>
      <td>
        <Link to={fullmaktLank(fullmakt)}>{oversiktTexter.visaFullmakt(fullmakt.rubrik)}</Link>
      </td>
      <td>{fullmakt.tredjeman.namn ?? fullmakt.tredjeman.id}</td>
      <td>{fullmakt.fullmaktshavare.map(personNamn).join(', ')}</td>
      <td>{giltighetPeriod(fullmakt.giltigFrom, fullmakt.giltigTom)}</td>
      <td>{statusIOrd(fullmakt)}</td>
    </tr>
  );
}
