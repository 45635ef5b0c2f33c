// Swedish messages for the API error codes of SPEC §8. The spec only summarises them, so
// they are written here in plain Swedish; every code has one.
import type { ApiFelkod } from '../domain/error-codes';

const MALL_KAN_INTE_ANVANDAS =
  'Mallen kan inte användas. Välj en annan mall eller kontakta tredje man.';

export const apiFelmeddelanden: Record<ApiFelkod, string> = {
  'auth.error': 'Något gick fel med inloggningen. Logga in igen.',
  'fullmakt.inte.transportfullmakt': 'Fullmakten får inte delas vidare.',
  'fullmakt.konflikt': 'Fullmakten är redan registrerad.',
  'fullmakt.ogiltig': 'Fullmakten är ogiltig.',
  'fullmakt.saknas': 'Fullmakten finns inte.',
  'fullmakt.redan.raderad': 'Fullmakten är redan borttagen.',
  'fullmakt.underskrift.ogiltig': 'Underskriften är ogiltig.',
  'fullmakt.underskrift.saknas': 'Fullmakten saknar underskrift.',
  'anvandare.ogiltig': 'Användaren är ogiltig.',
  'anvandare.obehorig': 'Du har inte behörighet att göra det här.',
  'mall.inte.transportfullmakt': 'Fullmakter från den här mallen får inte delas vidare.',
  'mall.sparrad': MALL_KAN_INTE_ANVANDAS,
  'mall.avpublicerad': MALL_KAN_INTE_ANVANDAS,
  'mall.utkast': MALL_KAN_INTE_ANVANDAS,
  'mall.ogiltig': MALL_KAN_INTE_ANVANDAS,
  'mall.saknas': MALL_KAN_INTE_ANVANDAS,
  'network.timeout': 'Det tog för lång tid att få svar från tjänsten. Försök igen.',
  'network.error':
    'Det gick inte att nå tjänsten. Kontrollera din internetanslutning och försök igen.',
  'tredjeman.ogiltig': 'Tredje man finns inte eller är inte tillåten för dig.',
  'tredjeman.obehorig': 'Du har inte behörighet för den här tredje mannen.',
  'okant.fel': 'Ett okänt fel har inträffat. Försök igen senare.',
};

/** The message for any code; a code outside the catalogue reads as okant.fel. */
export function apiFelmeddelande(kod: string): string {
  return Object.hasOwn(apiFelmeddelanden, kod)
    ? apiFelmeddelanden[kod as ApiFelkod]
    : apiFelmeddelanden['okant.fel'];
}
