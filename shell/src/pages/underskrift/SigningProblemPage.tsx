import { useSearchParams } from 'react-router';
import { problemMessage } from './signing-problem';
import { SigningProblem } from './SigningProblem';

/** The signing problem page: `orsak` says what went wrong (avbruten, misslyckad, saknas). */
export function SigningProblemPage() {
  const [search] = useSearchParams();
  return <SigningProblem message={problemMessage(search.get('orsak'))} />;
}
