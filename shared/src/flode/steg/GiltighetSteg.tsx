import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_FULLMAKTSHAVARE } from '../../domain/constants';
import { idag } from '../../domain/svensk-tid';
import type { Person, User } from '../../domain/parties';
import { normaliseratHavare } from '../../domain/havare-identitet';
import { tolkaDatum } from '../../domain/validate-datum';
import { fullmaktStore } from '../../store/fullmakt-store';
import { useFullmaktStore } from '../../store/hooks';
import { useKonfiguration } from '../../store/konfiguration-store';
import { useSkapaUtkast } from '../../store/server-state/mutations';
import { inloggadPerson, useSessionStore } from '../../store/session-store';
import { wizardStegTexter } from '../../texts/labels';
import { wizardTexter } from '../../texts/privat';
import { faltTexter } from '../../texts/ui';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { FaltFel } from '../../ui/ErrorSummary';
import { useFlode } from '../flode-context';
import { FROM_FALT, TOM_FALT, havareFalt, valideraGiltighetsFormular } from '../giltighet-regler';
import { slaUppHavare } from '../havare-uppslag';
import { HavareFalt } from '../HavareFalt';
import { SparaUtkastFel } from '../SparaUtkastFel';
import { useSparaUtkast, utkastAndring, valdaBehorigheter } from '../spara-utkast';
import { StegKnappar } from '../StegKnappar';
import { foregaendeVag, nastaVag } from '../steg-vagar';
import { WizardSteg } from '../WizardSteg';
import { Button } from '../../ui/Button';
import { Fieldset } from '../../ui/Fieldset';
import { DateField } from '../../ui/DateField';

/** The later of two optional ISO dates (ISO dates compare as text). */
function senast(a: string, b: string | undefined): string {
  return b !== undefined && b > a ? b : a;
}

/** The earlier of two optional ISO dates. */
function tidigast(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) {
    return b;
  }
  return b !== undefined && b < a ? b : a;
}

/**
 * Holders and validity. The shared §5 rules run first; then each holder is looked
 * up in the register on its own (as it is entered, and again on submit), so a refusal
 * lands on that holder's field. The draft is started (once) and the holders and dates are
 * saved on it, to resume anywhere.
 */
export function GiltighetSteg() {
  const flode = useFlode();
  const user = useSessionStore((s) => s.user);
  const skapande = useFullmaktStore((s) => s.skapande);
  const ordning = useFullmaktStore((s) => s.stegordning)();
  // A share lies within its original: it starts today at the earliest and ends by the
  // original's end (§5, checked again by the server).
  const dag = senast(idag(), skapande.ursprung?.giltigFrom);
  const giltighetMax = tidigast(
    useKonfiguration((config) => config.giltighetMax),
    skapande.ursprung?.giltigTom,
  );
  // What was typed before a reload (kept in the wizard store as it is typed), else the saved.
  const [inmatning] = useState(() => fullmaktStore.getState().inmatning.giltighet);
  const [havare, setHavareLokalt] = useState<string[]>(
    inmatning?.havare ??
      (skapande.fullmaktshavare.length > 0
        ? skapande.fullmaktshavare.map((h) => normaliseratHavare(h.id))
        : ['']),
  );
  // A draft resumed days later still starts today at the earliest (ISO dates compare as text).
  const sparadFrom = skapande.fullmakt?.giltigFrom;
  const [giltigFrom, setGiltigFromLokalt] = useState(
    inmatning?.giltigFrom ?? (sparadFrom !== undefined && sparadFrom > dag ? sparadFrom : dag),
  );
  const [giltigTom, setGiltigTomLokalt] = useState(
    inmatning?.giltigTom ?? skapande.fullmakt?.giltigTom ?? '',
  );
  /** Every change is also kept in the wizard store, so a reload before 'Nästa' keeps it. */
  const behall = (andring: Partial<{ havare: string[]; giltigFrom: string; giltigTom: string }>) =>
    fullmaktStore.getState().setGiltighetInmatning({ havare, giltigFrom, giltigTom, ...andring });
  const setHavare = (ny: string[]) => {
    setHavareLokalt(ny);
    behall({ havare: ny });
  };
  const setGiltigFrom = (ny: string) => {
    setGiltigFromLokalt(ny);
    behall({ giltigFrom: ny });
  };
  const setGiltigTom = (ny: string) => {
    setGiltigTomLokalt(ny);
    behall({ giltigTom: ny });
  };
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

  /**
   * Starts the draft if there is none yet, then saves holders and dates on it. Answers the
   * holders as the saved draft names them: the lookup tells no names, the server's draft does.
   */
  const sparaPaUtkastet = async (
    personer: Person[],
    skapare: User,
    from: string,
    tom: string,
  ): Promise<Person[]> => {
    const s = fullmaktStore.getState().skapande;
    let fullmakt = s.fullmakt;
    if (!fullmakt) {
      if (!s.fullmaktsgivare || !s.tredjeman || !s.mall || flode.transport) {
        // The step guard lets no one here without them; a share's draft is made when the
        // share is started from the received power.
        throw new Error('Tredje man, mall eller fullmaktsgivare saknas');
      }
      const utkast = await skapa.mutateAsync({
        fullmaktsgivare: { id: s.fullmaktsgivare.id, typ: s.fullmaktsgivare.typ },
        fullmaktsgivarroll: flode.roll,
        tredjeman: { id: s.tredjeman.id },
        mall: { id: s.mall.id },
        fullmaktshavare: personer.map(({ id, typ }) => ({ id, typ })),
      });
      fullmaktStore.getState().sparaUtkast(utkast, inloggadPerson(skapare));
      fullmakt = utkast.fullmakt;
    }
    const andring = utkastAndring(
      personer,
      from,
      tom,
      valdaBehorigheter(fullmaktStore.getState().skapande),
    );
    if (andring) {
      return (await spara.mutateAsync({ id: fullmakt.id, andring })).fullmakt.fullmaktshavare;
    }
    // Nothing saved yet (a share's permissions come next): as the draft names them, if it does.
    const namngivna = fullmakt.fullmaktshavare;
    return personer.map((p) => namngivna.find((h) => h.id === p.id) ?? p);
  };

  const skicka = async () => {
    setSparFel(undefined);
    // Dates typed as meant (20261127) are kept, and shown, as 2026-11-27.
    const from = tolkaDatum(giltigFrom);
    const tom = tolkaDatum(giltigTom);
    setGiltigFrom(from);
    setGiltigTom(tom);
    const formularFel = valideraGiltighetsFormular(
      { havare, giltigFrom: from, giltigTom: tom },
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
      const uppslag = await slaUppHavare(havare, dag);
      setFel(uppslag.fel);
      if (uppslag.fel.length > 0) {
        return;
      }
      let sparade: Person[];
      try {
        sparade = await sparaPaUtkastet(uppslag.personer, user, from, tom);
      } catch (error) {
        setSparFel({ error });
        return;
      }
      const store = fullmaktStore.getState();
      store.setFullmaktshavare(sparade);
      store.setGiltighet(from, tom);
      store.setGiltighetInmatning(undefined);
      store.klarSteg('giltighet');
      void navigate(nastaVag(flode, ordning, 'giltighet'));
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
        <Fieldset legend={wizardTexter.havareRubrik}>
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
                <Button variant="secondary" onClick={() => taBortHavare(index)}>
                  {wizardTexter.taBortHavare(index + 1)}
                </Button>
              ) : null}
            </div>
          ))}
          {havare.length < MAX_FULLMAKTSHAVARE ? (
            <Button ref={laggTill} variant="secondary" onClick={() => setHavare([...havare, ''])}>
              {wizardTexter.laggTillHavare}
            </Button>
          ) : null}
        </Fieldset>
        <Fieldset legend={wizardTexter.giltighetRubrik}>
          <DateField
            id={FROM_FALT}
            etikett={faltTexter.giltigFrom}
            fel={felFor(FROM_FALT)}
            varde={giltigFrom}
            onChange={setGiltigFrom}
          />
          <DateField
            id={TOM_FALT}
            etikett={faltTexter.giltigTom}
            fel={felFor(TOM_FALT)}
            varde={giltigTom}
            onChange={setGiltigTom}
          />
        </Fieldset>
        <StegKnappar tillbaka={foregaendeVag(flode, ordning, 'giltighet')} upptagen={upptagen} />
      </form>
    </WizardSteg>
  );
}
