import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Signeringsalternativ } from '../../domain/signering';
import { signatarerIGrupp } from '../../domain/signatar-medlem';
import { valideraSignatarer } from '../../domain/validate-signatarer';
import { fullmaktStore } from '../../store/fullmakt-store';
import { useFullmaktStore } from '../../store/hooks';
import { useSessionStore } from '../../store/session-store';
import { wizardStegTexter } from '../../texts/labels';
import { signeringsstegTexter } from '../../texts/organisation';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Ingress } from '../../ui/Ingress';
import { RadioVal } from '../../ui/RadioVal';
import { useFlode } from '../flode-context';
import { SparaUtkastFel } from '../SparaUtkastFel';
import { andringFranTillstand, useSparaUtkast } from '../spara-utkast';
import { StegKnappar } from '../StegKnappar';
import { foregaendeVag, nastaVag } from '../steg-vagar';
import { WizardSteg } from '../WizardSteg';
import { personFalt, SigneringsGrupp } from './SigneringsGrupp';
import { arLast, gruppEtikett, startval } from './signatar-val';

const GRUPP_NAMN = 'signeringsgrupp';
export const signaturFelId = 'signatarer-fel';

/** Where the summary's link for an error leads: the group's first person, or the group choice. */
function feletsFalt(alternativ: readonly Signeringsalternativ[], grupp?: Signeringsalternativ) {
  const forsta = grupp?.personer[0] ?? undefined;
  if (forsta) {
    return personFalt(forsta.id);
  }
  return `${GRUPP_NAMN}-${alternativ[0]?.id ?? ''}`;
}

/**
 * `signering`: who signs for the organisation (in its create flow and when it shares a
 * received power onward) (SPEC §5 Signatories). The options are
 * the organisation's signing groups the user is part of (the firmatecknare guard keeps them
 * in the store, 60 s cache); one group at a time, its persons as checkboxes, mandatory ones
 * marked. A group with nothing to choose is chosen for the user and says why. Every §5 rule
 * is checked with the shared valideraSignatarer before the choice is kept; the choice is
 * saved on the server's draft, so a kept draft resumes with it in any browser.
 */
export function SigneringSteg() {
  const flode = useFlode();
  const ordning = useFullmaktStore((s) => s.stegordning)();
  const alternativ = useFullmaktStore((s) => s.skapande.signeringsalternativ);
  const tidigareVal = useFullmaktStore((s) => s.skapande.signeringsval);
  const tidigare = useFullmaktStore((s) => s.skapande.underskrifter);
  const anvandarId = useSessionStore((s) => s.user?.id);
  const navigate = useNavigate();
  const [gruppId, setGruppId] = useState<string | undefined>(
    () =>
      alternativ.find((a) => a.id === tidigareVal)?.id ??
      (alternativ.length === 1 ? alternativ[0]?.id : undefined),
  );
  const grupp = alternativ.find((a) => a.id === gruppId);
  const [valda, setValda] = useState<string[]>(() =>
    grupp ? startval(grupp, tidigareVal, tidigare) : [],
  );
  const [fel, setFel] = useState<string>();
  const spara = useSparaUtkast();

  const byt = (a: Signeringsalternativ) => {
    setGruppId(a.id);
    setValda(startval(a, tidigareVal, tidigare));
    setFel(undefined);
  };

  return (
    <WizardSteg steg="signering" rubrik={wizardStegTexter.signering}>
      <Ingress>{signeringsstegTexter.ingress}</Ingress>
      {/* The error summary takes focus (as on the other steps); the group's own error is
          tied to its fieldset, so the reason is heard again at the checkboxes. */}
      <ErrorSummary
        fel={fel === undefined ? [] : [{ falt: feletsFalt(alternativ, grupp), meddelande: fel }]}
      />
      {spara.isError ? <SparaUtkastFel error={spara.error} /> : null}
      {alternativ.length === 0 ? <p>{signeringsstegTexter.ingaAlternativ}</p> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!grupp) {
            setFel(signeringsstegTexter.valjGrupp);
            return;
          }
          const problem = valideraSignatarer(grupp, valda).fel;
          if (problem !== undefined) {
            setFel(problem);
            return;
          }
          try {
            // Throws 'Försök att spara signeringsval utan fullmakt' when no power exists.
            fullmaktStore.getState().setSigneringsval(grupp.id, signatarerIGrupp(grupp, valda));
          } catch (error) {
            setFel(error instanceof Error ? error.message : String(error));
            return;
          }
          const s = fullmaktStore.getState().skapande;
          const andring = andringFranTillstand(s);
          if (!s.fullmakt || !andring) {
            // The step guard lets no one here without a draft with holders and permissions.
            return;
          }
          spara.mutate(
            { id: s.fullmakt.id, andring },
            {
              onSuccess: () => {
                fullmaktStore.getState().klarSteg('signering');
                void navigate(nastaVag(flode, ordning, 'signering'));
              },
            },
          );
        }}
      >
        {alternativ.length > 1 ? (
          <RadioVal
            namn={GRUPP_NAMN}
            legend={signeringsstegTexter.gruppVal}
            alternativ={alternativ.map((a) => ({
              id: a.id,
              etikett: gruppEtikett(a),
              beskrivning: a.rubrik,
            }))}
            vald={gruppId}
            onVal={(id) => {
              const valt = alternativ.find((a) => a.id === id);
              if (valt) {
                byt(valt);
              }
            }}
          />
        ) : null}
        {grupp ? (
          <SigneringsGrupp
            grupp={grupp}
            valda={valda}
            anvandarId={anvandarId}
            last={arLast(grupp, anvandarId)}
            fel={fel}
            felId={signaturFelId}
            onVaxla={(id) => {
              setFel(undefined);
              setValda(valda.includes(id) ? valda.filter((v) => v !== id) : [...valda, id]);
            }}
          />
        ) : null}
        <StegKnappar
          tillbaka={foregaendeVag(flode, ordning, 'signering')}
          upptagen={spara.isPending}
        />
      </form>
    </WizardSteg>
  );
}
