// Resuming a share kept with 'Skriv under senare': the original is read again (it may
// have ended; then the share cannot go on), the store is set up as when the share was
// started, with the draft's holders, dates and chosen permissions, and the user goes on
// at the first share step with everything filled in.
import { fullmaktStore, LIST_CACHE_MS } from '@fullmakt/shared';
import type { Fullmaktsgivare, InloggadPerson, Utkast } from '@fullmakt/shared';
import { hamtaFullmakt, queryClient, queryKeys } from '@fullmakt/shared/api';
import type { Flode } from '@fullmakt/shared/flode';
import { forberedDelning, signeringsalternativForDelning } from './starta-delning';

export async function aterupptaDelning(val: {
  flode: Flode;
  utkast: Utkast;
  part: Fullmaktsgivare;
  skapare: InloggadPerson;
  maxLed: number;
}): Promise<string> {
  const { fullmakt } = val.utkast;
  const ursprungId = fullmakt.ursprung.fullmakt?.id;
  if (ursprungId === undefined) {
    throw new Error('Utkastet är ingen delning');
  }
  const ursprung = await queryClient.fetchQuery({
    queryKey: queryKeys.fullmakt(fullmakt.tredjeman.id, ursprungId),
    queryFn: ({ signal }) => hamtaFullmakt(fullmakt.tredjeman.id, ursprungId, signal),
    staleTime: LIST_CACHE_MS,
  });
  if (ursprung.status !== 'UNDERSKRIVEN') {
    throw new Error('Ursprunget gäller inte längre');
  }
  const signeringsalternativ = await signeringsalternativForDelning(val.flode, val.part);
  forberedDelning({ ...val, ursprung, delning: fullmakt, signeringsalternativ });
  const valda = new Set(fullmakt.behorigheter.map((b) => b.kod));
  const s = fullmaktStore.getState();
  if (valda.size > 0) {
    s.setBehorighetslista(
      s.skapande.behorighetslista.map((b) => ({ ...b, vald: valda.has(b.kod) })),
    );
  }
  return val.flode.stegVag('giltighet');
}
