import { useEffect, useRef } from 'react';
import { Alert, loginSidTexter } from '@fullmakt/shared/first-view';
import type { LoginErrorText } from '../../auth/login-error';

/** The refusal, announced and focused so keyboard and screen-reader users meet it first. */
export function LoginErrorAlert({ error }: { error: LoginErrorText }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [error.message]);
  return (
    <Alert
      ton="error"
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="inloggningsfel-rubrik"
      rubrik={loginSidTexter.felRubrik}
      rubrikId="inloggningsfel-rubrik"
      detalj={error.technical ? loginSidTexter.tekniskInformation(error.technical) : undefined}
    >
      <p>{error.message}</p>
    </Alert>
  );
}
