import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  fullmaktStore,
  underskriftResultatTexter,
  useFullmaktStore,
  type UnderskriftResultat,
  Sida,
} from '@fullmakt/shared';
import { hamtaUnderskriftResultat } from '@fullmakt/shared/api';
import { NotFoundPage } from '../NotFoundPage';
import { receiptLinks } from './receipt-links';
import { problemFor, problemMessage, resultErrorMessage } from './signing-problem';
import { SigningProblem } from './SigningProblem';
import { SigningReceipt } from './SigningReceipt';

type Loaded = { result: UnderskriftResultat } | { error: string };

/**
 * /underskrift/resultat?bvebiljett=…: where the signing service sends the browser back.
 * Allowed only with a bvebiljett (SPEC §2); shows the receipt or the signing problem.
 */
export function SigningResultPage() {
  const [search] = useSearchParams();
  const biljett = search.get('bvebiljett');
  // Keyed by ticket, so a new ticket never shows the previous one's answer.
  const [answer, setAnswer] = useState<{ biljett: string; loaded: Loaded } | undefined>();
  const loaded = answer && answer.biljett === biljett ? answer.loaded : undefined;
  const appMode = useFullmaktStore((s) => s.appMode);
  const transport = useFullmaktStore((s) => s.transport);
  const skapande = useFullmaktStore((s) => s.skapande);

  useEffect(() => {
    if (!biljett) {
      return;
    }
    const controller = new AbortController();
    hamtaUnderskriftResultat(biljett, controller.signal).then(
      (result) => {
        // A signed power is sent: the wizard that made it must not offer it as a draft
        // again when Back leads to its steps (issue 36).
        fullmaktStore.getState().setSigneringsresultat(result);
        setAnswer({ biljett, loaded: { result } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setAnswer({ biljett, loaded: { error: resultErrorMessage(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [biljett]);

  // Without a ticket there is no result to show: the page does not exist (SPEC §2).
  if (!biljett) {
    return <NotFoundPage />;
  }
  if (!loaded) {
    return (
      <Sida>
        <h1>{underskriftResultatTexter.hamtar}</h1>
      </Sida>
    );
  }
  const links = receiptLinks('error' in loaded ? undefined : loaded.result.fullmakt, {
    appMode,
    transport,
    skapande,
  });
  if ('error' in loaded) {
    return <SigningProblem message={loaded.error} links={links} />;
  }
  const problem = problemFor(loaded.result.utfall);
  if (problem) {
    return <SigningProblem message={problemMessage(problem)} links={links} />;
  }
  return <SigningReceipt result={loaded.result} links={links} />;
}
