import type { Fullmakt } from '../../domain/fullmakt';
import { formateraPersonnummer } from '../../domain/personnummer-format';
import { personNamn } from '../../texts/formatters';
import { formateraOrgnummer } from '../../texts/organisation';

/** The grantor by name (a person's, or the organisation's) and number. */
export function givareText(f: Pick<Fullmakt, 'fullmaktsgivare'>): string {
  const g = f.fullmaktsgivare;
  const namn = personNamn({ id: g.id, typ: g.typ, fornamn: g.fornamn, namn: g.namn });
  // An organisation's number with its hyphen (556712-3459), a person's as ååååmmdd-nnnn.
  const nummer = g.typ === 'orgnr' ? formateraOrgnummer(g.id) : formateraPersonnummer(g.id);
  return namn === nummer ? nummer : `${namn} (${nummer})`;
}
