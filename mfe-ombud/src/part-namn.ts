import { personNamn } from '@fullmakt/shared';
import type { Fullmaktsgivare } from '@fullmakt/shared';

/** A party by name (a person's full name, an organisation's name), else its number. */
export function partNamn(part: Fullmaktsgivare): string {
  return personNamn({ id: part.id, typ: part.typ, fornamn: part.fornamn, namn: part.namn });
}
