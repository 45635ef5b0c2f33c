// SPEC §5 Organisation signing and §6: who is firmatecknare, and one list of engagements
// from many registry sources.
import { GENERISKT_HINDER_KOD, REGISTER_KALLOR } from './constants';
import type { Engagemang, EngagemangSvar } from './engagemang';
import type { Fel } from './fel';
import type { SigneringsKalla, SigneringsalternativSvar } from './signering';

/** A source that lets the user sign: no errors, no real obstacle, at least one option. */
export function kallaGerFirmateckning(kalla: SigneringsKalla): boolean {
  const hinder = kalla.hinder !== undefined && kalla.hinder.kod !== GENERISKT_HINDER_KOD;
  return kalla.fel.length === 0 && !hinder && kalla.signeringsalternativ.length > 0;
}

/** The user counts as firmatecknare if some source lets them sign. */
export function arFirmatecknare(svar: SigneringsalternativSvar | undefined): boolean {
  return svar !== undefined && Object.values(svar.kalla).some(kallaGerFirmateckning);
}

/** All signing options of the sources that let the user sign. */
export function giltigaSigneringsalternativ(svar: SigneringsalternativSvar) {
  return Object.values(svar.kalla)
    .filter(kallaGerFirmateckning)
    .flatMap((kalla) => kalla.signeringsalternativ);
}

export interface SammanslagetEngagemang extends Engagemang {
  /** The source the entry was taken from. */
  kalla: string;
  /** Listed in aktivaOrgnummer. */
  aktiv: boolean;
}

export interface SammanslagnaEngagemang {
  engagemang: SammanslagetEngagemang[];
  fel: Fel[];
  ofullstandig: boolean;
}

/** Source ids in merge order: the two registry sources first, in their fixed order. */
function kallordning(kallor: readonly string[]): string[] {
  const register = REGISTER_KALLOR.filter((id) => kallor.includes(id));
  return [
    ...register,
    ...kallor.filter((id) => !(REGISTER_KALLOR as readonly string[]).includes(id)),
  ];
}

/**
 * Merges the engagements of every source into one list with one entry per orgnummer.
 * The registry sources 2021005448 and 2021005489 take precedence: their entry wins over
 * another source's entry for the same organisation.
 */
export function slaSammanEngagemang(svar: EngagemangSvar): SammanslagnaEngagemang {
  const perOrg = new Map<string, SammanslagetEngagemang>();
  const fel: Fel[] = [];
  let ofullstandig = false;
  for (const kallaId of kallordning(Object.keys(svar.kalla))) {
    const kalla = svar.kalla[kallaId];
    if (!kalla) {
      continue;
    }
    fel.push(...kalla.fel);
    ofullstandig ||= kalla.ofullstandig;
    for (const e of kalla.engagemang) {
      if (!perOrg.has(e.orgnummer)) {
        perOrg.set(e.orgnummer, {
          ...e,
          kalla: kallaId,
          aktiv: svar.aktivaOrgnummer.includes(e.orgnummer),
        });
      }
    }
  }
  return { engagemang: [...perOrg.values()], fel, ofullstandig };
}
