import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, underskriftResultatTexter, underskriftTexter, Sida } from '@fullmakt/shared';

/** 'Problem vid underskrift' (SPEC §8, verbatim) with the reason, focused as an alert. */
export function SigningProblem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <Sida>
      <h1>{underskriftTexter.problem}</h1>
      <Alert ton="error" ref={ref} role="alert" tabIndex={-1}>
        <p>{message}</p>
      </Alert>
      <p>
        <Link to="/">{underskriftResultatTexter.tillFullmakter}</Link>
      </p>
    </Sida>
  );
}
