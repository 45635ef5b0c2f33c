import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  Alert,
  Button,
  Ingress,
  Sida,
  verifieraSidaTexter as t,
  verifieringskodMaxLangd,
} from '@fullmakt/shared';
import type { VerifieringSvar } from '@fullmakt/shared';
import { arAvbruten, isApiError, verifieraKod } from '@fullmakt/shared/api';
import { ErrorSummary, TextFalt } from '@fullmakt/shared/flode';
import type { FaltFel } from '@fullmakt/shared/flode';
import { kodUrText } from './kod-ur-text';
import { Utfall } from './Utfall';

const kodFalt = 'verifiera-kod';

type Tillstand =
  | { typ: 'tom' }
  | { typ: 'kontrollerar' }
  | { typ: 'svar'; svar: VerifieringSvar }
  | { typ: 'fel'; meddelande: string };

/** What is wrong with the field, if anything: the code is checked by the server, not here. */
function faltFel(kod: string): FaltFel[] {
  if (kod === '') {
    return [{ falt: kodFalt, meddelande: t.kodSaknas }];
  }
  if (kod.length > verifieringskodMaxLangd) {
    return [{ falt: kodFalt, meddelande: t.kodForLang(verifieringskodMaxLangd) }];
  }
  return [];
}

/** The code in the address's fragment, when there is one the field would take. */
function kodIFragment(hash: string): string | undefined {
  const kod = kodUrText(hash);
  return kod !== '' && faltFel(kod).length === 0 ? kod : undefined;
}

/** A failed call in words: the page's limit, or anything else (never a white page). */
function felmeddelande(error: unknown): string {
  return isApiError(error) && error.status === 429
    ? t.forMangaKontroller
    : t.gickInteAttKontrollera;
}

/** A failure after the check: it interrupts and takes focus, as the verdict does. */
function KontrollFel({ meddelande }: { meddelande: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [meddelande]);
  return (
    <Alert ton="error" ref={ref} tabIndex={-1} role="alert" rubrik={t.felRubrik}>
      <p>{meddelande}</p>
    </Alert>
  );
}

/**
 * `/verifiera`: anyone types or pastes the code of a power's PDF, or scans its QR code, which
 * opens `/verifiera#<kod>` (the code in the fragment never reaches a log), and gets one
 * verdict. Public: no sign-in.
 */
export function VerifieraPage() {
  const { hash } = useLocation();
  const [varde, setVarde] = useState(() => kodUrText(hash));
  const [fel, setFel] = useState<FaltFel[]>([]);
  const [tillstand, setTillstand] = useState<Tillstand>(() =>
    kodIFragment(hash) === undefined ? { typ: 'tom' } : { typ: 'kontrollerar' },
  );
  // A new scan in the same tab changes only the fragment: the field shows its code, and the
  // check below starts (state set while rendering, not in the effect: one render, not two).
  const [lastHash, setLastHash] = useState(hash);
  if (hash !== lastHash) {
    setLastHash(hash);
    setVarde(kodUrText(hash));
    setFel([]);
    if (kodIFragment(hash) !== undefined) {
      setTillstand({ typ: 'kontrollerar' });
    }
  }
  const pagaende = useRef<AbortController | null>(null);

  /** Asks the server; the caller has shown that the check is under way. */
  const hamtaUtfall = useCallback((kod: string) => {
    pagaende.current?.abort();
    const avbryt = new AbortController();
    pagaende.current = avbryt;
    verifieraKod(kod, avbryt.signal).then(
      (svar) => setTillstand({ typ: 'svar', svar }),
      (error: unknown) => {
        if (!arAvbruten(error)) {
          setTillstand({ typ: 'fel', meddelande: felmeddelande(error) });
        }
      },
    );
    return avbryt;
  }, []);

  // A scanned QR code lands here with the code in the fragment: check it at once.
  useEffect(() => {
    const kod = kodIFragment(hash);
    if (kod === undefined) {
      return undefined;
    }
    const avbryt = hamtaUtfall(kod);
    return () => avbryt.abort();
  }, [hash, hamtaUtfall]);

  return (
    <Sida>
      <h1>{t.titel}</h1>
      <Ingress>{t.ingress}</Ingress>
      <ErrorSummary fel={fel} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const kod = kodUrText(varde);
          const nyaFel = faltFel(kod);
          setFel(nyaFel);
          if (nyaFel.length === 0) {
            setTillstand({ typ: 'kontrollerar' });
            hamtaUtfall(kod);
          }
        }}
      >
        <TextFalt
          id={kodFalt}
          etikett={t.kodEtikett}
          hjalp={t.kodHjalp}
          fel={fel[0]?.meddelande}
          varde={varde}
          onChange={setVarde}
        />
        <Button type="submit" disabled={tillstand.typ === 'kontrollerar'}>
          {t.kontrollera}
        </Button>
      </form>
      <div aria-live="polite">
        {tillstand.typ === 'kontrollerar' ? <p>{t.kontrollerar}</p> : null}
      </div>
      {tillstand.typ === 'svar' ? <Utfall svar={tillstand.svar} /> : null}
      {tillstand.typ === 'fel' ? <KontrollFel meddelande={tillstand.meddelande} /> : null}
    </Sida>
  );
}
