import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  fullmaktTexter,
  handlingTexter,
  underskriftResultatTexter,
  underskriftTexter,
  Sida,
  UTKAST_BORTTAGNING_DAGAR,
} from '@fullmakt/shared';
import type { ReceiptLinks } from './receipt-links';

/**
 * 'Problem vid underskrift' (SPEC §8, verbatim) with the reason, focused as an alert; then
 * 'Försök igen' back to the review while the wizard holds the draft (which stays a draft,
 * SPEC §4: removed 30 days after the last signature), and the user's own overview.
 */
export function SigningProblem({ message, links }: { message: string; links: ReceiptLinks }) {
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
      {links.retry ? <p>{fullmaktTexter.utkastTasBort(UTKAST_BORTTAGNING_DAGAR)}</p> : null}
      {links.retry ? (
        <p>
          <Link to={links.retry}>{handlingTexter.forsokIgen}</Link>
        </p>
      ) : null}
      <p>
        <Link to={links.overview}>{underskriftResultatTexter.tillFullmakter}</Link>
      </p>
    </Sida>
  );
}
