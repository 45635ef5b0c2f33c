import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

/** A compact JWS: three base64url parts with dots between (whether it checks out is the server's). */
const kodForm = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * What is wrong with the field, if anything: an empty field, or text that cannot be a code
 * (said at once, in words, rather than sent to be answered "kan inte verifieras"). Whether
 * a code of the right shape checks out is the server's to say.
 */
function faltFel(kod: string): FaltFel[] {
  if (kod === '') {
    return [{ falt: kodFalt, meddelande: t.kodSaknas }];
  }
  if (kod.length > verifieringskodMaxLangd) {
    return [{ falt: kodFalt, meddelande: t.kodForLang(verifieringskodMaxLangd) }];
  }
  if (!kodForm.test(kod)) {
    return [{ falt: kodFalt, meddelande: t.kodFelaktig }];
  }
  return [];
}

/** The code in the address's fragment, when there is one the field would take. */
function kodIFragment(hash: string): string | undefined {
  const kod = kodUrText(hash);
  return kod !== '' && faltFel(kod).length === 0 ? kod : undefined;
}

/** A link whose fragment holds something that is not a code: said as a typed one is. */
function felIFragment(hash: string): FaltFel[] {
  const kod = kodUrText(hash);
  return kod === '' ? [] : faltFel(kod);
}

const vantar = (hash: string): Tillstand =>
  kodIFragment(hash) === undefined ? { typ: 'tom' } : { typ: 'kontrollerar' };

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
  const navigate = useNavigate();
  const [varde, setVarde] = useState(() => kodUrText(hash));
  const [fel, setFel] = useState<FaltFel[]>(() => felIFragment(hash));
  const [tillstand, setTillstand] = useState<Tillstand>(() => vantar(hash));
  // The same code checked again (typed once more): the fragment does not change then.
  const [omgang, setOmgang] = useState(0);
  // The fragment changes with a new scan in the same tab, a typed code (put there so that
  // reloading checks it again and Back goes to what was shown before), and Back or Forward:
  // the field and the verdict follow it, and the check below starts (state set while
  // rendering, not in the effect: one render, not two). No code: the empty form.
  const [lastHash, setLastHash] = useState(hash);
  if (hash !== lastHash) {
    setLastHash(hash);
    setVarde(kodUrText(hash));
    setFel(felIFragment(hash));
    setTillstand(vantar(hash));
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
  }, [hash, hamtaUtfall, omgang]);

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
          if (nyaFel.length > 0) {
            // The verdict of another code must not stand beside a field that is wrong.
            setTillstand({ typ: 'tom' });
            return;
          }
          setTillstand({ typ: 'kontrollerar' });
          if (kodIFragment(hash) === kod) {
            setOmgang((n) => n + 1);
          } else {
            // Into the address (the fragment, never sent to a server): the effect checks it.
            void navigate({ hash: kod });
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
