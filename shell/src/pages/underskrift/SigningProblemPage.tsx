import { useSearchParams } from 'react-router';
import { useFullmaktStore } from '@fullmakt/shared';
import { receiptLinks } from './receipt-links';
import { problemMessage } from './signing-problem';
import { SigningProblem } from './SigningProblem';

/** The signing problem page: `orsak` says what went wrong (avbruten, misslyckad, saknas). */
export function SigningProblemPage() {
  const [search] = useSearchParams();
  const appMode = useFullmaktStore((s) => s.appMode);
  const transport = useFullmaktStore((s) => s.transport);
  const skapande = useFullmaktStore((s) => s.skapande);
  return (
    <SigningProblem
      message={problemMessage(search.get('orsak'))}
      links={receiptLinks(undefined, { appMode, transport, skapande })}
    />
  );
}
