// The timeline ("Historik") of a power: one plain Swedish sentence per event, with the
// time in Swedish time. A protected identity's name never reaches the browser, so a
// sentence without a name is written without an actor.
import { svenskTid } from '../domain/svensk-tid';
import type { Handelse } from '../domain/historik';

/** "23 november 2026 kl. 10.14" in Swedish time. */
export function historikTidpunkt(iso: string): string {
  return svenskTid(iso, 'tidpunkt');
}

/** " 14 gånger" for the reads of one day put together, nothing for one read. */
function ganger(h: Handelse): string {
  return h.antal === undefined ? '' : ` ${h.antal} gånger`;
}

/**
 * A read by the third party: "Tillståndsmyndigheten hämtade fullmakten", naming the official
 * ("Eva Ek på Tillståndsmyndigheten …") or the system ("… med systemet arende-1") that read it.
 */
function hamtad(h: Handelse): string {
  const part = h.aktor?.namn ?? 'Tredje man';
  const vem =
    h.lasare?.typ === 'person' && h.lasare.namn !== undefined
      ? `${h.lasare.namn} på ${part}`
      : part;
  const hur = h.lasare?.typ === 'klient' ? ` med systemet ${h.lasare.id}` : '';
  return `${vem} hämtade fullmakten${h.iLista ? ' i en lista' : ''}${hur}${ganger(h)}`;
}

function mening(h: Handelse): string {
  const namn = h.aktor?.namn;
  switch (h.typ) {
    case 'UTKAST_PABORJAT':
      return h.annanFullmaktId !== undefined
        ? `${namn ?? 'Fullmaktshavaren'} började dela fullmakten vidare`
        : namn !== undefined
          ? `${namn} påbörjade fullmakten`
          : 'Fullmakten påbörjades';
    case 'SKICKAD_FOR_UNDERSKRIFT':
      return namn !== undefined
        ? `${namn} skickade fullmakten till underskrift`
        : 'Fullmakten skickades till underskrift';
    case 'ATER_UTKAST':
      return namn !== undefined
        ? `${namn} ändrade fullmakten, som behöver skickas till underskrift igen`
        : 'Fullmakten ändrades och behöver skickas till underskrift igen';
    case 'UNDERSKRIVEN_AV':
      return namn !== undefined ? `${namn} skrev under` : 'Fullmakten skrevs under';
    case 'UNDERSKRIVEN_OCH_LEVERERAD':
      return 'Fullmakten blev helt underskriven och lämnades till tredje man';
    case 'DELAD_VIDARE':
      return namn !== undefined ? `${namn} delade fullmakten vidare` : 'Fullmakten delades vidare';
    case 'ATERLAMNAD':
      return namn !== undefined
        ? `${namn} lämnade tillbaka fullmakten`
        : 'Fullmakten lämnades tillbaka';
    case 'ATERKALLAD':
      if (h.annanFullmaktId !== undefined) {
        return 'Fullmakten återkallades eftersom fullmakten den delades vidare från upphörde';
      }
      return namn !== undefined ? `${namn} återkallade fullmakten` : 'Fullmakten återkallades';
    case 'UTGANGEN':
      return 'Fullmakten slutade gälla';
    case 'UTKAST_RADERAT':
      return namn !== undefined ? `${namn} tog bort utkastet` : 'Utkastet togs bort';
    case 'UTKAST_BORTTAGET':
      return 'Utkastet togs bort efter 30 dagar';
    case 'FORNYAR':
      return 'Fullmakten påbörjades som en förnyelse av en tidigare fullmakt';
    case 'FORNYAD':
      return 'Fullmakten förnyades med en ny fullmakt';
    case 'HAMTAD':
      return hamtad(h);
    case 'KONTROLLERAD_MED_KOD':
      return `Fullmakten kontrollerades med kod${ganger(h)}`;
  }
}

export const historikTexter = {
  rubrik: 'Historik',
  laddar: 'Hämtar historiken …',
  kundeInteHamtas: 'Historiken kunde inte hämtas. Försök igen om en stund.',
  tom: 'Inget har hänt med fullmakten ännu.',
  /**
   * "Maria Svensson skrev under 23 november 2026 kl. 10.14"; the reads of a day put together
   * carry the day only ("Tillståndsmyndigheten hämtade fullmakten 14 gånger 27 november 2026").
   */
  handelse: (h: Handelse): string =>
    `${mening(h)} ${h.antal === undefined ? historikTidpunkt(h.tidpunkt) : svenskTid(h.tidpunkt, 'datum')}`,
  /** The link after a renewal's event, to the power it names. */
  fornyelseLank: (typ: 'FORNYAR' | 'FORNYAD'): string =>
    typ === 'FORNYAR' ? 'Visa den tidigare fullmakten' : 'Visa den nya fullmakten',
} as const;
