import {
  personNamn,
  statusIOrd,
  underskriftslage,
  underskriftsstatusTexter,
  useSessionStore,
} from '@fullmakt/shared';
import { Tag } from '@fullmakt/shared/flode';
import type { Fullmakt } from '@fullmakt/shared';

/**
 * A power's status in words; for one being signed also '1 av 2 underskrifter', who is
 * still to sign, and a clear marker when it waits for the signed-in user.
 */
export function Underskriftsstatus({ fullmakt }: { fullmakt: Fullmakt }) {
  const anvandarId = useSessionStore((s) => s.user?.id);
  const lage = underskriftslage(fullmakt, anvandarId);
  if (lage === undefined) {
    return <>{statusIOrd(fullmakt)}</>;
  }
  return (
    <>
      {statusIOrd(fullmakt)}: {underskriftsstatusTexter.antal(lage.klara, lage.totalt)}.{' '}
      {lage.kvar.length > 0 ? `${underskriftsstatusTexter.kvar(lage.kvar.map(personNamn))}.` : null}
      {lage.vantarPa ? (
        <>
          {' '}
          <Tag ton="action">{underskriftsstatusTexter.vantarPaDig}</Tag>
        </>
      ) : null}
    </>
  );
}

/** For the lists' status prop. */
export const underskriftsstatus = (f: Fullmakt) => <Underskriftsstatus fullmakt={f} />;
