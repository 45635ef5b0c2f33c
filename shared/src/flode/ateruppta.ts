// Resuming a started draft in the wizard. Its holders, dates and chosen permissions always
// come from the server's draft, which the wizard saves at each step, so a draft resumes the
// same in any browser. Only the progress is taken from this tab: if its wizard already
// holds the draft, the steps it had completed stay completed and the user goes on there.
import { hamtaMallar } from '../api/mallar';
import { hamtaTredjeman } from '../api/tredjeman';
import { LIST_CACHE_MS } from '../domain/constants';
import { idag } from '../domain/svensk-tid';
import type { InloggadPerson } from '../domain/parties';
import { hittaTredjeman } from '../domain/validate-mall-utkast';
import { behorighetslistaForMall } from '../domain/validate-behorighet';
import type { Utkast } from '../domain/utkast';
import type { SkapaSteg } from '../domain/wizard';
import { fullmaktStore } from '../store/fullmakt-store';
import { queryClient } from '../store/server-state/query-client';
import { queryKeys } from '../store/server-state/query-keys';
import type { Flode } from './flode';
import { sparatSigneringsval } from './sparat-signeringsval';
import { valjGivare } from './valj-givare';

/** The furthest step after the template that this tab's wizard completed for the draft. */
function klartITabben(utkast: Utkast, flode: Flode): SkapaSteg | undefined {
  const store = fullmaktStore.getState();
  if (store.skapande.fullmakt?.id !== utkast.fullmakt.id || store.appMode !== flode.appMode) {
    return undefined;
  }
  // A start that has passed must be chosen again on the validity step.
  if (utkast.fullmakt.giltigFrom < idag()) {
    return undefined;
  }
  const ordning = store.stegordning();
  const efterMall = ordning.slice(ordning.indexOf('mallar') + 1);
  return efterMall.filter((steg) => store.giltigaSteg[steg] === true).at(-1);
}

/**
 * Rebuilds the wizard for a draft, with the draft's grantor as principal, and answers the
 * step path to continue on.
 */
export async function aterupptaUtkast(
  utkast: Utkast,
  flode: Flode,
  skapare: InloggadPerson,
): Promise<string> {
  const klart = klartITabben(utkast, flode);
  const tredjemanLista = await queryClient.fetchQuery({
    queryKey: queryKeys.tredjeman(flode.appMode),
    queryFn: ({ signal }) => hamtaTredjeman(signal, flode.appMode),
    staleTime: Infinity,
  });
  const tredjeman = hittaTredjeman(tredjemanLista, utkast.fullmakt.tredjeman.id);
  const mallar = await queryClient.fetchQuery({
    queryKey: queryKeys.mallar(tredjeman.id),
    queryFn: ({ signal }) => hamtaMallar(tredjeman.id, signal),
    staleTime: LIST_CACHE_MS,
  });
  const mall = mallar.find((m) => m.id === utkast.fullmakt.ursprung.mall.id);
  if (!mall) {
    throw new Error(`Mallen ${utkast.fullmakt.ursprung.mall.id} finns inte`);
  }
  // The signing options stay: the organisation's step reads them again (60 s cache).
  const alternativ = fullmaktStore.getState().skapande.signeringsalternativ;
  fullmaktStore.getState().reset();
  valjGivare(flode, utkast.fullmakt.fullmaktsgivare);
  const s = fullmaktStore.getState();
  s.setSigneringsalternativ(alternativ);
  s.setTredjeman(tredjeman);
  s.setMall(mall);
  s.sparaUtkast(utkast, skapare);
  s.setBehorighetslista(
    behorighetslistaForMall(
      mall.behorigheter,
      utkast.fullmakt.behorigheter.map((b) => b.kod),
    ),
  );
  // An organisation's saved choice of who signs comes back with the rest of the draft.
  const val = sparatSigneringsval(utkast);
  if (val) {
    s.setSigneringsval(val.signeringsval, val.underskrifter);
  }
  s.klarSteg(klart ?? 'mallar');
  const efter = fullmaktStore.getState();
  const ordning = efter.stegordning();
  const forsta = ordning.find((steg) => efter.giltigaSteg[steg] !== true);
  return flode.stegVag(forsta ?? ordning.at(-1) ?? 'underskrift');
}
