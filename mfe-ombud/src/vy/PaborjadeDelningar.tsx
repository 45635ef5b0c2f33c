import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  inloggadPerson,
  ombudTexter,
  useKonfiguration,
  useSessionStore,
} from '@fullmakt/shared';
import type { Fullmaktsgivare } from '@fullmakt/shared';
import { useUtkastLista } from '@fullmakt/shared/api';
import { useFlode } from '@fullmakt/shared/flode';
import { aterupptaDelning } from '../dela/ateruppta-delning';

/**
 * The holder's shares kept with 'Skriv under senare' (drafts of theirs shared from another
 * power), each to go on with in the share steps. Shown only when there are any; a failed
 * load shows nothing here (the received list below says what went wrong, if anything).
 */
export function PaborjadeDelningar({ part }: { part: Fullmaktsgivare }) {
  const flode = useFlode();
  const user = useSessionStore((s) => s.user);
  const maxLed = useKonfiguration((c) => c.transportfullmaktMaxLed);
  const utkast = useUtkastLista(part);
  const navigate = useNavigate();
  const [fel, setFel] = useState(false);
  const delningar = (utkast.data ?? []).filter(
    (u) => u.fullmakt.ursprung.fullmakt !== undefined && u.fullmakt.status === 'PABORJAD',
  );
  if (delningar.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="delningar-rubrik">
      <h2 id="delningar-rubrik">{ombudTexter.paborjadeDelningar}</h2>
      {fel ? (
        <Alert ton="error" som="p" role="alert">
          {ombudTexter.delningKanInteOppnas}
        </Alert>
      ) : null}
      <ul>
        {delningar.map((u) => (
          <li key={u.fullmakt.id}>
            <Button
              variant="secondary"
              onClick={() => {
                if (!user) {
                  return;
                }
                setFel(false);
                aterupptaDelning({
                  flode,
                  utkast: u,
                  part,
                  skapare: inloggadPerson(user),
                  maxLed,
                }).then(
                  (vag) => void navigate(vag),
                  () => setFel(true),
                );
              }}
            >
              {ombudTexter.fortsattDela(u.fullmakt.rubrik)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
