// Resuming a started draft in the wizard. Its holders, dates and chosen permissions always
// come from the server's draft, which the wizard saves at each step, so a draft resumes the
// same in any browser. Only the progress is taken from this tab: if its wizard already
// holds the draft, the steps it had completed stay completed and the user goes on there.
import {
  LIST_CACHE_MS,
  behorighetslistaForMall,
  fullmaktStore,
  hittaTredjeman,
} from '@fullmakt/shared';
import { hamtaMallar, hamtaTredjeman, queryClient, queryKeys } from '@fullmakt/shared/api';
import type { Fullmaktsgivare, InloggadPerson, SkapaSteg, Utkast } from '@fullmakt/shared';
import { valjSjalvSomGivare } from '../principal';
import { idag } from './giltighet-regler';
import { OVERSIKT, STEG_VAG } from './omdirigering';

/** The furthest step after the template that this tab's wizard completed for the draft. */
function klartITabben(utkast: Utkast): SkapaSteg | undefined {
  const store = fullmaktStore.getState();
  if (store.skapande.fullmakt?.id !== utkast.fullmakt.id || store.appMode !== 'PRIVAT') {
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

/** Rebuilds the wizard for a draft and answers the step path to continue on. */
export async function aterupptaUtkast(
  utkast: Utkast,
  givare: Fullmaktsgivare,
  skapare: InloggadPerson,
): Promise<string> {
  const klart = klartITabben(utkast);
  const tredjemanLista = await queryClient.fetchQuery({
    queryKey: queryKeys.tredjeman('PRIVAT'),
    queryFn: ({ signal }) => hamtaTredjeman(signal, 'PRIVAT'),
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
  const store = fullmaktStore.getState();
  store.reset();
  valjSjalvSomGivare(givare);
  const s = fullmaktStore.getState();
  s.setTredjeman(tredjeman);
  s.setMall(mall);
  s.sparaUtkast(utkast, skapare);
  s.setBehorighetslista(
    behorighetslistaForMall(
      mall.behorigheter,
      utkast.fullmakt.behorigheter.map((b) => b.kod),
    ),
  );
  s.klarSteg(klart ?? 'mallar');
  const efter = fullmaktStore.getState();
  const forsta = efter.stegordning().find((steg) => efter.giltigaSteg[steg] !== true);
  return STEG_VAG[forsta ?? 'underskrift'] ?? OVERSIKT;
}
