import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DELA_VIDARE_BEHORIGHET_KOD } from '../../domain/constants';
import { valideraBehorigheter } from '../../domain/validate-behorighet';
import { fullmaktStore } from '../../store/fullmakt-store';
import { useFullmaktStore } from '../../store/hooks';
import { wizardStegTexter } from '../../texts/labels';
import { wizardTexter } from '../../texts/privat';
import { behorighetTexter } from '../../texts/validation';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { FaltFel } from '../../ui/ErrorSummary';
import { kryssaBehorighet, visadBehorighetslista } from '../behorighet-val';
import { useFlode } from '../flode-context';
import { SparaUtkastFel } from '../SparaUtkastFel';
import { useSparaUtkast, utkastAndring } from '../spara-utkast';
import { StegKnappar } from '../StegKnappar';
import { foregaendeVag, nastaVag } from '../steg-vagar';
import { WizardSteg } from '../WizardSteg';
import { Checkbox } from '../../ui/Checkbox';
import { Fieldset } from '../../ui/Fieldset';

export const behorighetFalt = (kod: string) => `behorighet-${kod}`;

/**
 * Permissions. Mandatory ones are marked, chosen and cannot be unchosen. In a share only
 * the original's chosen permissions are listed (the store's list from startaDelning). Each
 * tick is kept in the wizard store at once (so Back, a reload or the signing round trip keep
 * it), and the choice is saved on the server's draft before going on.
 */
export function BehorighetSteg() {
  const flode = useFlode();
  const ordning = useFullmaktStore((s) => s.stegordning)();
  const valda = useFullmaktStore((s) => s.skapande.behorighetslista);
  const mall = useFullmaktStore((s) => s.skapande.mall);
  const lista = visadBehorighetslista({ behorighetslista: valda, mall });
  const [fel, setFel] = useState<FaltFel[]>([]);
  const spara = useSparaUtkast();
  const navigate = useNavigate();

  return (
    <WizardSteg steg="behorighet" rubrik={wizardStegTexter.behorighet}>
      <ErrorSummary fel={fel} />
      {spara.isError ? <SparaUtkastFel error={spara.error} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // A share, and a power that carries the right to share onward, need a permission
          // other than that right (§5).
          const delas =
            flode.transport || lista.some((b) => b.vald && b.kod === DELA_VIDARE_BEHORIGHET_KOD);
          const problem = valideraBehorigheter(lista, delas);
          const forsta = lista.find((b) => !b.obligatorisk) ?? lista[0];
          if (problem !== undefined) {
            setFel([{ falt: behorighetFalt(forsta?.kod ?? ''), meddelande: problem }]);
            return;
          }
          const s = fullmaktStore.getState().skapande;
          const andring = s.fullmakt
            ? utkastAndring(
                s.fullmaktshavare,
                s.fullmakt.giltigFrom,
                s.fullmakt.giltigTom,
                lista.filter((b) => b.vald).map((b) => b.kod),
              )
            : undefined;
          if (!s.fullmakt || !andring) {
            // The step guard lets no one here without a draft and holders.
            return;
          }
          spara.mutate(
            { id: s.fullmakt.id, andring },
            {
              onSuccess: (utkast) => {
                // The holders as the saved draft names them (the lookup tells no names).
                fullmaktStore.getState().setFullmaktshavare(utkast.fullmakt.fullmaktshavare);
                fullmaktStore.getState().setBehorighetslista(lista);
                fullmaktStore.getState().klarSteg('behorighet');
                void navigate(nastaVag(flode, ordning, 'behorighet'));
              },
            },
          );
        }}
      >
        <Fieldset
          legend={wizardTexter.behorighetRubrik}
          fel={fel[0]?.meddelande}
          felId="behorighet-fel"
        >
          {lista.map((b) => (
            <Checkbox
              key={b.kod}
              id={behorighetFalt(b.kod)}
              etikett={`${b.rubrik}${b.obligatorisk ? ` (${behorighetTexter.obligatorisk})` : ''}`}
              beskrivning={b.beskrivning}
              checked={b.vald}
              disabled={b.obligatorisk}
              onChange={() => kryssaBehorighet(fullmaktStore, b.kod)}
            />
          ))}
        </Fieldset>
        <StegKnappar
          tillbaka={foregaendeVag(flode, ordning, 'behorighet')}
          upptagen={spara.isPending}
        />
      </form>
    </WizardSteg>
  );
}
