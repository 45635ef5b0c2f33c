// Swedish messages for the API error codes of SPEC §8. The spec only summarises them, so
// they are written here in plain Swedish; every code has one.
import type { ApiFelkod } from '../domain/error-codes';
import { texter } from '../i18n/texter';

/** The messages, each once: several codes may share one. */
const meddelande = texter('apiErrors.meddelande', {
  authError: 'Något gick fel med inloggningen. Logga in igen.',
  fullmaktInteTransportfullmakt: 'Fullmakten får inte delas vidare.',
  fullmaktKonflikt: 'Fullmakten är redan registrerad.',
  fullmaktOgiltig: 'Fullmakten är ogiltig.',
  fullmaktSaknas: 'Fullmakten finns inte.',
  fullmaktRedanRaderad: 'Fullmakten är redan borttagen.',
  underskriftOgiltig: 'Underskriften är ogiltig.',
  underskriftSaknas: 'Fullmakten saknar underskrift.',
  anvandareOgiltig: 'Användaren är ogiltig.',
  anvandareObehorig: 'Du har inte behörighet att göra det här.',
  mallInteTransportfullmakt: 'Fullmakter från den här mallen får inte delas vidare.',
  mallKanInteAnvandas: 'Mallen kan inte användas. Välj en annan mall eller kontakta tredje man.',
  networkTimeout: 'Det tog för lång tid att få svar från tjänsten. Försök igen.',
  networkError:
    'Det gick inte att nå tjänsten. Kontrollera din internetanslutning och försök igen.',
  tredjemanOgiltig: 'Tredje man finns inte eller är inte tillåten för dig.',
  tredjemanObehorig: 'Du har inte behörighet för den här tredje mannen.',
  okantFel: 'Ett okänt fel har inträffat. Försök igen senare.',
});

/** Which message each code shows. */
const meddelandePerKod: Record<ApiFelkod, keyof typeof meddelande> = {
  'auth.error': 'authError',
  'fullmakt.inte.transportfullmakt': 'fullmaktInteTransportfullmakt',
  'fullmakt.konflikt': 'fullmaktKonflikt',
  'fullmakt.ogiltig': 'fullmaktOgiltig',
  'fullmakt.saknas': 'fullmaktSaknas',
  'fullmakt.redan.raderad': 'fullmaktRedanRaderad',
  'fullmakt.underskrift.ogiltig': 'underskriftOgiltig',
  'fullmakt.underskrift.saknas': 'underskriftSaknas',
  'anvandare.ogiltig': 'anvandareOgiltig',
  'anvandare.obehorig': 'anvandareObehorig',
  'mall.inte.transportfullmakt': 'mallInteTransportfullmakt',
  'mall.sparrad': 'mallKanInteAnvandas',
  'mall.avpublicerad': 'mallKanInteAnvandas',
  'mall.utkast': 'mallKanInteAnvandas',
  'mall.ogiltig': 'mallKanInteAnvandas',
  'mall.saknas': 'mallKanInteAnvandas',
  'network.timeout': 'networkTimeout',
  'network.error': 'networkError',
  'tredjeman.ogiltig': 'tredjemanOgiltig',
  'tredjeman.obehorig': 'tredjemanObehorig',
  'okant.fel': 'okantFel',
};

/** Every code's message, read in the reader's language whenever it is read. */
export const apiFelmeddelanden: Readonly<Record<ApiFelkod, string>> = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(meddelandePerKod).map(([kod, nyckel]) => [
        kod,
        { enumerable: true, get: () => meddelande[nyckel] },
      ]),
    ),
  ) as Record<ApiFelkod, string>,
);

/** The message for any code; a code outside the catalogue reads as okant.fel. */
export function apiFelmeddelande(kod: string): string {
  return Object.hasOwn(meddelandePerKod, kod)
    ? meddelande[meddelandePerKod[kod as ApiFelkod]]
    : meddelande.okantFel;
}
