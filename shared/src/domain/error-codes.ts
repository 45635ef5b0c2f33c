// The API error codes of SPEC §8. The server answers with {kod, meddelande?}; the client
// maps network failures to the network codes and anything unknown to okant.fel.
import { z } from 'zod';

export const API_FELKODER = [
  'auth.error',
  'fullmakt.inte.transportfullmakt',
  'fullmakt.konflikt',
  'fullmakt.ogiltig',
  'fullmakt.saknas',
  'fullmakt.redan.raderad',
  'fullmakt.underskrift.ogiltig',
  'fullmakt.underskrift.saknas',
  'anvandare.ogiltig',
  'anvandare.obehorig',
  'mall.inte.transportfullmakt',
  'mall.sparrad',
  'mall.avpublicerad',
  'mall.utkast',
  'mall.ogiltig',
  'mall.saknas',
  'network.timeout',
  'network.error',
  'tredjeman.ogiltig',
  'tredjeman.obehorig',
  'okant.fel',
] as const;

export const ApiFelkodSchema = z.enum(API_FELKODER);
export type ApiFelkod = z.infer<typeof ApiFelkodSchema>;

export function arApiFelkod(kod: string): kod is ApiFelkod {
  return (API_FELKODER as readonly string[]).includes(kod);
}
