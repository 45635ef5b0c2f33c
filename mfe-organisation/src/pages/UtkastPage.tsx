import {
  Alert,
  organisationOversiktTexter,
  underskriftslage,
  useSessionStore,
} from '@fullmakt/shared';
import { UtkastVy } from '@fullmakt/shared/flode';
import { Underskriftsstatus } from '../Underskriftsstatus';

/**
 * `/organisation/fullmaktsgivare/utkast?id=…`: a started draft, to resume or delete; for a
 * power being signed, how far it has come, and 'Skriv under' for a chosen signatory who
 * has not signed yet (only they can).
 */
export function UtkastPage() {
  const anvandarId = useSessionStore((s) => s.user?.id);
  return (
    <UtkastVy
      tillbakaText={organisationOversiktTexter.tillbakaTillOversikt}
      kanSkrivaUnder={(f) => underskriftslage(f, anvandarId)?.vantarPa === true}
      meddelanden={(f) =>
        underskriftslage(f, anvandarId) === undefined ? null : (
          <Alert som="p" role="status">
            <Underskriftsstatus fullmakt={f} />
          </Alert>
        )
      }
    />
  );
}
