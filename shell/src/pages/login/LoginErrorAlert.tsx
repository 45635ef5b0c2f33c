import { useEffect, useRef } from 'react';
import { loginSidTexter } from '@fullmakt/shared';
import type { LoginErrorText } from '../../auth/login-error';

/** The refusal, announced and focused so keyboard and screen-reader users meet it first. */
export function LoginErrorAlert({ error }: { error: LoginErrorText }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [error.message]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="notice notice--error"
      aria-labelledby="inloggningsfel-rubrik"
    >
      <h2 id="inloggningsfel-rubrik" className="notice__heading">
        {loginSidTexter.felRubrik}
      </h2>
      <p>{error.message}</p>
      {error.technical ? (
        <p className="notice__detail">{loginSidTexter.tekniskInformation(error.technical)}</p>
      ) : null}
    </div>
  );
}
