// Whether the user may act for the holder with 'Återlämna' and 'Dela vidare': a private
// holder is the user; for an organisation holder only its firmatecknare may (SPEC §5
// Organisation signing; §6), as the server checks. Asked of the signing options (60 s cache).
import { arFirmatecknare } from '@fullmakt/shared';
import type { Fullmaktsgivare } from '@fullmakt/shared';
import { useSigneringsalternativ } from '@fullmakt/shared/api';
import type { Flode } from '@fullmakt/shared/flode';

/** 'ja', 'nej', or 'vet-ej' while the answer is on its way. */
export type KanHantera = 'ja' | 'nej' | 'vet-ej';

export function useKanHanteraForPart(flode: Flode, part: Fullmaktsgivare | undefined): KanHantera {
  const organisation = flode.roll === 'Organisation' && part !== undefined;
  const svar = useSigneringsalternativ(
    organisation
      ? { fullmaktsgivare: { id: part.id, typ: part.typ }, fullmaktsgivarroll: 'Organisation' }
      : undefined,
  );
  if (!organisation) {
    return 'ja';
  }
  if (svar.isError) {
    // Unknown: the actions stay, and the server's refusal then says why.
    return 'ja';
  }
  if (svar.data === undefined) {
    return 'vet-ej';
  }
  return arFirmatecknare(svar.data) ? 'ja' : 'nej';
}
