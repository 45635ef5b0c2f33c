import { serverensText } from '../api/felmeddelande';
import { fullmaktTexter } from '../texts/messages';
import { Alert } from '../ui/Alert';

/**
 * Saving the draft failed: the catalogue's 'Misslyckades med att spara utkastet', and the
 * server's own reason under it when it gave one. What the user entered stays in the form.
 */
export function SparaUtkastFel({ error }: { error: unknown }) {
  const orsak = serverensText(error);
  return (
    <Alert ton="error" role="alert">
      <p>{fullmaktTexter.sparaUtkastMisslyckades}</p>
      {orsak !== undefined ? <p>{orsak}</p> : null}
    </Alert>
  );
}
