// Puts the wizard store at a step, as the earlier steps would have left it, for Erik
// creating a power for Nordisk Byggteknik AB.
import { behorighetslistaForMall, fullmaktStore } from '@fullmakt/shared';
import { TREDJEMAN } from '@fullmakt/shared/testing';
import { valjOrganisation } from '../engagemang/organisation-givare';
import { NORDISK, ORG_MALL, ORG_UTKAST, STYRELSEN } from './org-server';
import { ERIK } from './render';

export function organisationVald(): void {
  valjOrganisation({ ...NORDISK });
}

export function giltighetKlar(alternativ = [STYRELSEN]): void {
  organisationVald();
  const s = fullmaktStore.getState();
  const skatteverket = TREDJEMAN[1];
  if (!skatteverket) {
    throw new Error('fixture saknas');
  }
  s.setSigneringsalternativ(alternativ);
  s.setTredjeman(skatteverket);
  s.setSigneringsalternativ(alternativ);
  s.setMall(ORG_MALL);
  s.sparaUtkast(
    { ...ORG_UTKAST, signeringsmodell: { signeringsalternativ: alternativ } },
    { id: ERIK.id, typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
  );
  s.setFullmaktshavare(ORG_UTKAST.fullmakt.fullmaktshavare);
  s.setGiltighet('2026-12-01', '2027-06-30');
  s.klarSteg('giltighet');
}

export function behorighetKlar(alternativ = [STYRELSEN]): void {
  giltighetKlar(alternativ);
  const s = fullmaktStore.getState();
  s.setBehorighetslista(behorighetslistaForMall(ORG_MALL.behorigheter));
  s.klarSteg('behorighet');
}
