// Puts the wizard store at a step, as the earlier steps would have left it.
import { behorighetslistaForMall, fullmaktStore } from '@fullmakt/shared';
import { valjSjalvSomGivare, egenGivare } from '../principal';
import { ANNA } from './render';
import { MALL, TREDJEMAN, enFullmakt } from '@fullmakt/shared/testing';

export function giltighetKlar(): void {
  valjSjalvSomGivare(egenGivare(ANNA));
  const s = fullmaktStore.getState();
  const skatteverket = TREDJEMAN[1];
  if (!skatteverket) {
    throw new Error('fixture saknas');
  }
  s.setTredjeman(skatteverket);
  s.setMall(MALL);
  const fullmakt = enFullmakt({
    id: 'u1',
    status: 'PABORJAD',
    behorigheter: [],
    giltigTom: '2027-06-30',
  });
  s.sparaUtkast({ fullmakt }, { id: ANNA.id, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' });
  s.setFullmaktshavare(fullmakt.fullmaktshavare);
  s.setGiltighet('2026-12-01', '2027-06-30');
  s.klarSteg('giltighet');
}

export function behorighetKlar(): void {
  giltighetKlar();
  const s = fullmaktStore.getState();
  s.setBehorighetslista(behorighetslistaForMall(MALL.behorigheter, ['las']));
  s.klarSteg('behorighet');
}
