// The organisations the user may choose: the engagements of every registry source merged
// with the precedence of SPEC §6, and the §8 company errors of the sources, in Swedish.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { foretagTexter, slaSammanEngagemang } from '@fullmakt/shared';
import type { Fel, SammanslagetEngagemang } from '@fullmakt/shared';
import { behoverLaddaEngagemang, engagemangQuery } from '@fullmakt/shared/api';

/**
 * A source's error in Swedish: the §8 company text the source gave, else the general one
 * (a source's own wording is not shown unless it is one of ours).
 */
export function foretagFelText(fel: Fel): string {
  const kandaTexter: readonly string[] = Object.values(foretagTexter);
  return fel.meddelande !== undefined && kandaTexter.includes(fel.meddelande)
    ? fel.meddelande
    : foretagTexter.allmant;
}

export interface Organisationer {
  laddar: boolean;
  /** The whole load failed: nothing to list, a way to load again. */
  fel: boolean;
  organisationer: SammanslagetEngagemang[];
  /** One Swedish notice per distinct problem of the sources, the partial answer last. */
  meddelanden: string[];
  hamtaIgen: () => void;
}

export function useOrganisationer(): Organisationer {
  const qc = useQueryClient();
  // SPEC §2: loaded first when none are loaded or the last load failed; else the cache.
  const [ladda] = useState(() => behoverLaddaEngagemang(qc));
  const query = useQuery({ ...engagemangQuery(), staleTime: ladda ? 0 : Infinity });
  const svar = query.data === undefined ? undefined : slaSammanEngagemang(query.data);
  const meddelanden = svar
    ? [
        ...new Set([
          ...svar.fel.map(foretagFelText),
          ...(svar.ofullstandig ? [foretagTexter.ofullstandigt] : []),
        ]),
      ]
    : [];
  return {
    laddar: query.isPending && !query.isError,
    fel: query.isError && query.data === undefined,
    organisationer: svar?.engagemang.filter((e) => e.aktiv) ?? [],
    meddelanden,
    hamtaIgen: () => void query.refetch(),
  };
}
