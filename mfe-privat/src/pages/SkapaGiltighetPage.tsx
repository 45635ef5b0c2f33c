import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  faltTexter,
  formateraPersonnummer,
  fullmaktStore,
  inloggadPerson,
  useFullmaktStore,
  useKonfiguration,
  useSessionStore,
  wizardStegTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { useSkapaUtkast } from '@fullmakt/shared/api';
import type { Person, User } from '@fullmakt/shared';
import { StegKnappar } from '../components/StegKnappar';
import { SparaUtkastFel } from '../components/SparaUtkastFel';
import {
  FROM_FALT,
  TOM_FALT,
  havareFalt,
  idag,
  valideraGiltighetsFormular,
} from '../wizard/giltighet-regler';
import { slaUppHavare } from '../wizard/havare-uppslag';
import { HavareFalt } from '../wizard/HavareFalt';
import { OVERSIKT, STEG_VAG } from '../wizard/omdirigering';
import { useSparaUtkast, utkastAndring, valdaBehorigheter } from '../wizard/spara-utkast';
import { WizardSteg } from '../wizard/WizardSteg';
import { ErrorSummary, TextFalt } from '@fullmakt/shared';
import type { FaltFel } from '@fullmakt/shared';

/**
 * Step 3: holders and validity. The shared §5 rules run first; then each holder is looked
 * up in the register on its own (as it is entered, and again on submit), so a refusal
 * lands on that holder's field. The draft is started (once) and the holders and dates are
 * saved on it, to resume anywhere.
 */
export function SkapaGiltighetPage() {
  const user = useSessionStore((s) => s.user);
  const skapande = useFullmaktStore((s) => s.skapande);
  const dag = idag();
  const giltighetMax = useKonfiguration((config) => config.giltighetMax);
  const [havare, setHavare] = useState<string[]>(
    skapande.fullmaktshavare.length > 0
      ? skapande.fullmaktshavare.map((h) => formateraPersonnummer(h.id))
      : [''],
  );
  // A draft resumed days later still starts today at the earliest (ISO dates compare as text).
  const sparadFrom = skapande.fullmakt?.giltigFrom;
  const [giltigFrom, setGiltigFrom] = useState(
    sparadFrom !== undefined && sparadFrom > dag ? sparadFrom : dag,
  );
  const [giltigTom, setGiltigTom] = useState(skapande.fullmakt?.giltigTom ?? '');
  const [fel, setFel] = useState<FaltFel[]>([]);
  const [sparFel, setSparFel] = useState<{ error: unknown }>();
  const [upptagen, setUpptagen] = useState(false);
  const skapa = useSkapaUtkast();
  const spara = useSparaUtkast();
  const navigate = useNavigate();
  const felFor = (falt: string) => fel.find((f) => f.falt === falt)?.meddelande;
  const laggTill = useRef<HTMLButtonElement>(null);

  /**
   * The focused 'Ta bort' button goes away with its row, which would drop focus to the page
   * start: it moves to the holder before (rows are keyed by place, so that input stays), or
   * to the add button when the first holder is removed.
   */
  const taBortHavare = (index: number) => {
    const foregaende = index > 0 ? document.getElementById(havareFalt(index - 1)) : null;
    (foregaende ?? laggTill.current)?.focus();
    setHavare(havare.filter((_h, i) => i !== index));
  };

  /** Starts the draft if there is none yet, then saves holders and dates on it. */
  const sparaPaUtkastet = async (personer: Person[], skapare: User) => {
    const s = fullmaktStore.getState().skapande;
    let fullmakt = s.fullmakt;
    if (!fullmakt) {
      if (!s.fullmaktsgivare || !s.tredjeman || !s.mall) {
        // The step guard lets no one here without them.
        throw new Error('Tredje man, mall eller fullmaktsgivare saknas');
      }
      const utkast = await skapa.mutateAsync({
        fullmaktsgivare: { id: s.fullmaktsgivare.id, typ: s.fullmaktsgivare.typ },
        fullmaktsgivarroll: 'Privat',
        tredjeman: { id: s.tredjeman.id },
        mall: { id: s.mall.id },
        fullmaktshavare: personer.map(({ id, typ }) => ({ id, typ })),
      });
      fullmaktStore.getState().sparaUtkast(utkast, inloggadPerson(skapare));
      fullmakt = utkast.fullmakt;
    }
    const andring = utkastAndring(
      personer,
      giltigFrom,
      giltigTom,
      valdaBehorigheter(fullmaktStore.getState().skapande),
    );
    if (andring) {
      await spara.mutateAsync({ id: fullmakt.id, andring });
    }
  };

  const skicka = async () => {
    setSparFel(undefined);
    const formularFel = valideraGiltighetsFormular(
      { havare, giltigFrom, giltigTom },
      user?.id,
      dag,
      giltighetMax,
    );
    if (formularFel.length > 0 || !user) {
      setFel(formularFel);
      return;
    }
    setUpptagen(true);
    try {
      const uppslag = await slaUppHavare(havare);
      setFel(uppslag.fel);
      if (uppslag.fel.length > 0) {
        return;
      }
      try {
        await sparaPaUtkastet(uppslag.personer, user);
      } catch (error) {
        setSparFel({ error });
        return;
      }
      const store = fullmaktStore.getState();
      store.setFullmaktshavare(uppslag.personer);
      store.setGiltighet(giltigFrom.trim(), giltigTom.trim());
      store.klarSteg('giltighet');
      void navigate(STEG_VAG.behorighet ?? OVERSIKT);
    } finally {
      setUpptagen(false);
    }
  };

  return (
    <WizardSteg steg="giltighet" rubrik={wizardStegTexter.giltighet}>
      <ErrorSummary fel={fel} />
      {sparFel ? <SparaUtkastFel error={sparFel.error} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void skicka();
        }}
      >
        <fieldset className="field">
          <legend>{wizardTexter.havareRubrik}</legend>
          {havare.map((text, index) => (
            // A holder row has no identity but its place; rows are only added or removed.
            <div key={havareFalt(index)}>
              <HavareFalt
                index={index}
                varde={text}
                fel={felFor(havareFalt(index))}
                egetId={user?.id}
                dag={dag}
                onChange={(varde) => setHavare(havare.map((h, i) => (i === index ? varde : h)))}
              />
              {havare.length > 1 ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => taBortHavare(index)}
                >
                  {wizardTexter.taBortHavare(index + 1)}
                </button>
              ) : null}
            </div>
          ))}
          <button
            ref={laggTill}
            type="button"
            className="button button--secondary"
            onClick={() => setHavare([...havare, ''])}
          >
            {wizardTexter.laggTillHavare}
          </button>
        </fieldset>
        <fieldset className="field">
          <legend>{wizardTexter.giltighetRubrik}</legend>
          <TextFalt
            id={FROM_FALT}
            etikett={faltTexter.giltigFrom}
            hjalp={faltTexter.datumHjalp}
            fel={felFor(FROM_FALT)}
            varde={giltigFrom}
            onChange={setGiltigFrom}
          />
          <TextFalt
            id={TOM_FALT}
            etikett={faltTexter.giltigTom}
            hjalp={faltTexter.datumHjalp}
            fel={felFor(TOM_FALT)}
            varde={giltigTom}
            onChange={setGiltigTom}
          />
        </fieldset>
        <StegKnappar tillbaka={STEG_VAG.mallar ?? OVERSIKT} upptagen={upptagen} />
      </form>
    </WizardSteg>
  );
}
