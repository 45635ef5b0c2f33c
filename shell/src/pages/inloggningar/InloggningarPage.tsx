import { useEffect, useState } from 'react';
import { Alert, Button, sessionTexter, Sida, type InloggningsSession } from '@fullmakt/shared';
import { avslutaSession, hamtaSessioner } from '@fullmakt/shared/api';

type Lista = { sessioner: InloggningsSession[] } | { fel: true } | undefined;
type Utfall = { ton: 'success'; text: string } | { ton: 'error'; text: string } | undefined;

/**
 * /inloggningar: where the signed-in person sees every browser where they are signed in
 * with e-ID, and ends the ones they do not recognise (issue 38). This browser's own is
 * marked and not offered: "Logga ut" ends it.
 */
export function InloggningarPage() {
  const [lista, setLista] = useState<Lista>();
  const [utfall, setUtfall] = useState<Utfall>();
  const [avslutar, setAvslutar] = useState<string | undefined>();

  // Bumped after a session was ended: the list is fetched again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    hamtaSessioner(controller.signal).then(
      (sessioner) => setLista({ sessioner }),
      () => {
        if (!controller.signal.aborted) {
          setLista({ fel: true });
        }
      },
    );
    return () => controller.abort();
  }, [version]);

  async function avsluta(id: string) {
    setAvslutar(id);
    setUtfall(undefined);
    try {
      await avslutaSession(id);
      setUtfall({ ton: 'success', text: sessionTexter.avslutad });
      setVersion((v) => v + 1);
    } catch {
      setUtfall({ ton: 'error', text: sessionTexter.inteAvslutad });
    } finally {
      setAvslutar(undefined);
    }
  }

  return (
    <Sida>
      <h1>{sessionTexter.rubrik}</h1>
      <p>{sessionTexter.ingress}</p>
      <div role="status">
        {utfall?.ton === 'success' ? <Alert ton="success">{utfall.text}</Alert> : null}
      </div>
      <div role="alert">
        {utfall?.ton === 'error' ? <Alert ton="error">{utfall.text}</Alert> : null}
      </div>
      {lista === undefined ? <p>{sessionTexter.hamtar}</p> : null}
      {lista && 'fel' in lista ? <Alert ton="error">{sessionTexter.fel}</Alert> : null}
      {lista && 'sessioner' in lista ? (
        <>
          <ul className="inloggningar" aria-label={sessionTexter.lista}>
            {lista.sessioner.map((s) => (
              <li key={s.id}>
                <p>
                  <strong>{s.denna ? sessionTexter.denna : sessionTexter.annan}</strong>
                </p>
                <p>{sessionTexter.inloggad(s.inloggad, s.metod)}</p>
                <p>{sessionTexter.upphor(s.upphor)}</p>
                {s.denna ? null : (
                  <Button
                    variant="secondary"
                    disabled={avslutar !== undefined}
                    onClick={() => void avsluta(s.id)}
                  >
                    {sessionTexter.avsluta}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {lista.sessioner.every((s) => s.denna) ? <p>{sessionTexter.ingaAndra}</p> : null}
        </>
      ) : null}
    </Sida>
  );
}
