import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  faltTexter,
  formateraPersonnummer,
  fullmaktStore,
  inloggadPerson,
  tolkaPersonnummer,
  typaIdentitet,
  useFullmaktStore,
  useSessionStore,
  wizardStegTexter,
  wizardTexter,
} from '@fullmakt/shared';
import { isApiError, useSkapaUtkast, useTaBortUtkast } from '@fullmakt/shared/api';
import type { Person } from '@fullmakt/shared';
import { StegKnappar } from '../components/StegKnappar';
import { serverMeddelande } from '../api-meddelande';
import {
  FROM_FALT,
  TOM_FALT,
  havareFalt,
  idag,
  serverFelFalt,
  uppslagsMeddelande,
  valideraGiltighetsFormular,
} from '../wizard/giltighet-regler';
import { OVERSIKT, STEG_VAG } from '../wizard/omdirigering';
import { WizardSteg } from '../wizard/WizardSteg';
import { ErrorSummary, TextFalt } from '@fullmakt/shared';
import type { FaltFel } from '@fullmakt/shared';

function sammaPersoner(a: readonly Person[], b: readonly Person[]): boolean {
  return a.length === b.length && a.every((p, i) => p.id === b[i]?.id);
}

/**
 * Step 3: holders and validity. The shared §5 rules run first; then the server starts the
 * draft with the holders, which is the register lookup (it answers the names, or 'not found').
 */
export function SkapaGiltighetPage() {
  const user = useSessionStore((s) => s.user);
  const skapande = useFullmaktStore((s) => s.skapande);
  const dag = idag();
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
  const skapa = useSkapaUtkast();
  const taBort = useTaBortUtkast();
  const navigate = useNavigate();
  const felFor = (falt: string) => fel.find((f) => f.falt === falt)?.meddelande;

  const spara = async () => {
    const formularFel = valideraGiltighetsFormular(
      { havare, giltigFrom, giltigTom },
      user?.id,
      dag,
    );
    const s = fullmaktStore.getState().skapande;
    if (formularFel.length > 0 || !user || !s.fullmaktsgivare || !s.tredjeman || !s.mall) {
      setFel(formularFel);
      return;
    }
    const personer: Person[] = havare.map((text) => {
      const id = tolkaPersonnummer(text) ?? text;
      return { id, typ: typaIdentitet(id).typ };
    });
    const gammal = s.fullmakt;
    if (!gammal || !sammaPersoner(gammal.fullmaktshavare, personer)) {
      try {
        const utkast = await skapa.mutateAsync({
          fullmaktsgivare: { id: s.fullmaktsgivare.id, typ: s.fullmaktsgivare.typ },
          fullmaktsgivarroll: 'Privat',
          tredjeman: { id: s.tredjeman.id },
          mall: { id: s.mall.id },
          fullmaktshavare: personer,
        });
        fullmaktStore.getState().sparaUtkast(utkast, inloggadPerson(user));
        fullmaktStore.getState().setFullmaktshavare(utkast.fullmakt.fullmaktshavare);
        if (gammal) {
          // The holders changed: the earlier draft is replaced, not left behind.
          taBort.mutate(gammal.id);
        }
      } catch (error) {
        const meddelande = uppslagsMeddelande(
          isApiError(error) ? error.kod : undefined,
          serverMeddelande(error),
        );
        setFel([{ falt: serverFelFalt(meddelande), meddelande }]);
        return;
      }
    }
    fullmaktStore.getState().setGiltighet(giltigFrom.trim(), giltigTom.trim());
    fullmaktStore.getState().klarSteg('giltighet');
    void navigate(STEG_VAG.behorighet ?? OVERSIKT);
  };

  return (
    <WizardSteg steg="giltighet" rubrik={wizardStegTexter.giltighet}>
      <ErrorSummary fel={fel} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void spara();
        }}
      >
        <fieldset className="field">
          <legend>{wizardTexter.havareRubrik}</legend>
          {havare.map((text, index) => (
            // A holder row has no identity but its place; rows are only added or removed.
            <div key={havareFalt(index)}>
              <TextFalt
                id={havareFalt(index)}
                etikett={wizardTexter.havareEtikett(index + 1)}
                hjalp={faltTexter.personnummerHjalp}
                fel={felFor(havareFalt(index))}
                varde={text}
                onChange={(varde) => setHavare(havare.map((h, i) => (i === index ? varde : h)))}
              />
              {havare.length > 1 ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setHavare(havare.filter((_h, i) => i !== index))}
                >
                  {wizardTexter.taBortHavare(index + 1)}
                </button>
              ) : null}
            </div>
          ))}
          <button
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
        <StegKnappar tillbaka={STEG_VAG.mallar ?? OVERSIKT} upptagen={skapa.isPending} />
      </form>
    </WizardSteg>
  );
}
