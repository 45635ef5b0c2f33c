import { kanSignera } from '../domain/login-rules';
import { useSessionStore } from '../store/session-store';
import { inloggningTexter } from '../texts/messages';
import { Alert } from '../ui/Alert';

/** The id of the sentence that says why signing is not offered, for aria-describedby. */
export const kanInteSigneraId = 'kan-inte-signera';

/**
 * Whether the signed-in user may sign: not with a foreign eID (SPEC §5). The signing
 * button says so before it is pressed; the server refuses the same in any case.
 */
export function useKanSignera(): boolean {
  return useSessionStore((state) => (state.user ? kanSignera(state.user.idp) : true));
}

/** The reason signing is not offered (SPEC §8 "eIDAS cannot sign"), shown above the buttons. */
export function KanInteSigneraNotis() {
  return (
    <Alert som="p" id={kanInteSigneraId}>
      {inloggningTexter.eidasKanInteSignera}
    </Alert>
  );
}
