// Resuming a started draft in the wizard. If this tab's wizard already holds the draft
// (it survives reloads in sessionStorage) it is kept as it is, with the dates and
// permissions chosen; otherwise the wizard is rebuilt from the server's draft, its third
// party and its template.
import {
  LIST_CACHE_MS,
  behorighetslistaForMall,
  fullmaktStore,
  hittaTredjeman,
} from '@fullmakt/shared';
import { hamtaMallar, queryClient, queryKeys } from '@fullmakt/shared/api';
import type { Fullmaktsgivare, InloggadPerson, Utkast } from '@fullmakt/shared';
import { valjSjalvSomGivare } from '../principal';
import { OVERSIKT, STEG_VAG } from './omdirigering';
import { hamtaTredjemanForPrivat, tredjemanPrivatNyckel } from './tredjeman-privat';

/** Rebuilds the wizard for a draft and answers the step path to continue on. */
export async function aterupptaUtkast(
  utkast: Utkast,
  givare: Fullmaktsgivare,
  skapare: InloggadPerson,
): Promise<string> {
  const store = fullmaktStore.getState();
  if (store.skapande.fullmakt?.id === utkast.fullmakt.id && store.appMode === 'PRIVAT') {
    const ordning = store.stegordning();
    const forsta = ordning.find((steg) => store.giltigaSteg[steg] !== true) ?? 'underskrift';
    return STEG_VAG[forsta] ?? OVERSIKT;
  }
  const tredjemanLista = await queryClient.fetchQuery({
    queryKey: tredjemanPrivatNyckel,
    queryFn: ({ signal }) => hamtaTredjemanForPrivat(signal),
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
  s.klarSteg('mallar');
  return STEG_VAG.giltighet ?? OVERSIKT;
}
