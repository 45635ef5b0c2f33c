// The timeline ("Historik") of a power: one plain sentence per event, in the reader's
// language, with the time in Swedish time. A protected identity's name never reaches the browser, so a
// sentence without a name is written without an actor.
import { svenskTid } from '../domain/svensk-tid';
import type { Handelse } from '../domain/historik';
import { medTexter, texter } from '../i18n/texter';

/** "23 november 2026 kl. 10.14" in Swedish time. */
export function historikTidpunkt(iso: string): string {
  return svenskTid(iso, 'tidpunkt');
}

/**
 * One sentence per event: `namn` is the actor's name, and the text without a name is the
 * one for an actor whose name is not known (a protected identity, the scheduler).
 */
const meningar = texter('historik.mening', {
  delningPaborjad: (namn: string) => `${namn} började dela fullmakten vidare`,
  delningPaborjadUtanNamn: 'Fullmaktshavaren började dela fullmakten vidare',
  paborjad: (namn: string) => `${namn} påbörjade fullmakten`,
  paborjadUtanNamn: 'Fullmakten påbörjades',
  skickad: (namn: string) => `${namn} skickade fullmakten till underskrift`,
  skickadUtanNamn: 'Fullmakten skickades till underskrift',
  aterUtkast: (namn: string) =>
    `${namn} ändrade fullmakten, som behöver skickas till underskrift igen`,
  aterUtkastUtanNamn: 'Fullmakten ändrades och behöver skickas till underskrift igen',
  underskriven: (namn: string) => `${namn} skrev under`,
  underskrivenUtanNamn: 'Fullmakten skrevs under',
  levererad: 'Fullmakten blev helt underskriven och lämnades till tredje man',
  deladVidare: (namn: string) => `${namn} delade fullmakten vidare`,
  deladVidareUtanNamn: 'Fullmakten delades vidare',
  aterlamnad: (namn: string) => `${namn} lämnade tillbaka fullmakten`,
  aterlamnadUtanNamn: 'Fullmakten lämnades tillbaka',
  /** Revoked because the power it was shared onward from ended. */
  aterkalladMedUrsprung:
    'Fullmakten återkallades eftersom fullmakten den delades vidare från upphörde',
  aterkallad: (namn: string) => `${namn} återkallade fullmakten`,
  aterkalladUtanNamn: 'Fullmakten återkallades',
  utgangen: 'Fullmakten slutade gälla',
  utkastRaderat: (namn: string) => `${namn} tog bort utkastet`,
  utkastRaderatUtanNamn: 'Utkastet togs bort',
  utkastBorttaget: 'Utkastet togs bort efter 30 dagar',
  fornyar: 'Fullmakten påbörjades som en förnyelse av en tidigare fullmakt',
  fornyad: 'Fullmakten förnyades med en ny fullmakt',
  /**
   * A read by the third party: who read (`hamtadAv` or the party alone), whether in a list,
   * then `medSystemet` and `ganger`, or nothing for each.
   */
  hamtad: (vem: string, iLista: boolean, hur: string, ganger: string) =>
    `${vem} hämtade fullmakten${iLista ? ' i en lista' : ''}${hur}${ganger}`,
  /** A third party whose name is not known. */
  tredjeMan: 'Tredje man',
  /** The official ("Eva Ek på Tillståndsmyndigheten") who read. */
  hamtadAv: (person: string, part: string) => `${person} på ${part}`,
  /** The system (client id) that read, after the sentence. */
  medSystemet: (id: string) => ` med systemet ${id}`,
  kontrolleradMedKod: (ganger: string) => `Fullmakten kontrollerades med kod${ganger}`,
  /** The reads of one day put together, after the sentence. */
  ganger: (antal: number) => ` ${antal} gånger`,
});

/** " 14 gånger" for the reads of one day put together, nothing for one read. */
function ganger(h: Handelse): string {
  return h.antal === undefined ? '' : meningar.ganger(h.antal);
}

/**
 * A read by the third party: "Tillståndsmyndigheten hämtade fullmakten", naming the official
 * ("Eva Ek på Tillståndsmyndigheten …") or the system ("… med systemet arende-1") that read it.
 */
function hamtad(h: Handelse): string {
  const part = h.aktor?.namn ?? meningar.tredjeMan;
  const vem =
    h.lasare?.typ === 'person' && h.lasare.namn !== undefined
      ? meningar.hamtadAv(h.lasare.namn, part)
      : part;
  const hur = h.lasare?.typ === 'klient' ? meningar.medSystemet(h.lasare.id) : '';
  return meningar.hamtad(vem, h.iLista === true, hur, ganger(h));
}

function mening(h: Handelse): string {
  const namn = h.aktor?.namn;
  const m = meningar;
  switch (h.typ) {
    case 'UTKAST_PABORJAT':
      return h.annanFullmaktId !== undefined
        ? namn !== undefined
          ? m.delningPaborjad(namn)
          : m.delningPaborjadUtanNamn
        : namn !== undefined
          ? m.paborjad(namn)
          : m.paborjadUtanNamn;
    case 'SKICKAD_FOR_UNDERSKRIFT':
      return namn !== undefined ? m.skickad(namn) : m.skickadUtanNamn;
    case 'ATER_UTKAST':
      return namn !== undefined ? m.aterUtkast(namn) : m.aterUtkastUtanNamn;
    case 'UNDERSKRIVEN_AV':
      return namn !== undefined ? m.underskriven(namn) : m.underskrivenUtanNamn;
    case 'UNDERSKRIVEN_OCH_LEVERERAD':
      return m.levererad;
    case 'DELAD_VIDARE':
      return namn !== undefined ? m.deladVidare(namn) : m.deladVidareUtanNamn;
    case 'ATERLAMNAD':
      return namn !== undefined ? m.aterlamnad(namn) : m.aterlamnadUtanNamn;
    case 'ATERKALLAD':
      if (h.annanFullmaktId !== undefined) {
        return m.aterkalladMedUrsprung;
      }
      return namn !== undefined ? m.aterkallad(namn) : m.aterkalladUtanNamn;
    case 'UTGANGEN':
      return m.utgangen;
    case 'UTKAST_RADERAT':
      return namn !== undefined ? m.utkastRaderat(namn) : m.utkastRaderatUtanNamn;
    case 'UTKAST_BORTTAGET':
      return m.utkastBorttaget;
    case 'FORNYAR':
      return m.fornyar;
    case 'FORNYAD':
      return m.fornyad;
    case 'HAMTAD':
      return hamtad(h);
    case 'KONTROLLERAD_MED_KOD':
      return m.kontrolleradMedKod(ganger(h));
  }
}

const historik = texter('historik.historik', {
  rubrik: 'Historik',
  laddar: 'Hämtar historiken …',
  kundeInteHamtas: 'Historiken kunde inte hämtas. Försök igen om en stund.',
  tom: 'Inget har hänt med fullmakten ännu.',
  /** An event's sentence and when it happened: a time, or a day for reads put together. */
  handelse: (mening: string, tid: string) => `${mening} ${tid}`,
  /** The link after a renewal's event, to the power it names. */
  fornyelseLank: (typ: 'FORNYAR' | 'FORNYAD') =>
    typ === 'FORNYAR' ? 'Visa den tidigare fullmakten' : 'Visa den nya fullmakten',
});

export const historikTexter = medTexter(historik, {
  /**
   * "Maria Svensson skrev under 23 november 2026 kl. 10.14"; the reads of a day put together
   * carry the day only ("Tillståndsmyndigheten hämtade fullmakten 14 gånger 27 november 2026").
   */
  handelse: (h: Handelse): string =>
    historik.handelse(
      mening(h),
      h.antal === undefined ? historikTidpunkt(h.tidpunkt) : svenskTid(h.tidpunkt, 'datum'),
    ),
});
