import { useState } from 'react';
import { Button, inloggningsmetoder, loginSidTexter } from '@fullmakt/shared/first-view';
import { startSignIn } from '../../auth/auth';

/** The six e-ID methods of SPEC §1; choosing one sends the browser to the provider. */
export function LoginMethods({ target }: { target: string | undefined }) {
  const [leaving, setLeaving] = useState(false);

  function choose(idp: string) {
    setLeaving(true);
    startSignIn(idp, target).catch((error: unknown) => {
      console.warn('Inloggningen kunde inte starta', error);
      setLeaving(false);
    });
  }

  return (
    <section aria-labelledby="metoder-rubrik">
      <h2 id="metoder-rubrik">{loginSidTexter.metoder}</h2>
      <ul className="login-methods">
        {inloggningsmetoder.map((metod) => (
          <li key={metod.idp}>
            <Button
              className="login-methods__choice"
              disabled={leaving}
              onClick={() => choose(metod.idp)}
            >
              {metod.namn}
            </Button>
          </li>
        ))}
      </ul>
      <p role="status">{leaving ? loginSidTexter.omdirigerar : ''}</p>
    </section>
  );
}
