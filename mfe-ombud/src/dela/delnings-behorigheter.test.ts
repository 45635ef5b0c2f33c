import { behorighetslistaForDelning } from '@fullmakt/shared';
import { tillAli } from '../test/fullmakter';
import { barDelningsratt, behorigheterForDelning, delningensLed } from './delnings-behorigheter';

const lista = behorighetslistaForDelning(tillAli());

describe('the permissions a share may carry', () => {
  it('a first share of an original is at depth 1', () => {
    expect(delningensLed(tillAli({ vidaredelning: 0 }))).toBe(1);
    expect(delningensLed(tillAli({ vidaredelning: undefined }))).toBe(1);
    expect(delningensLed(tillAli({ vidaredelning: 1 }))).toBe(2);
  });

  it('leaves out the right to share at the depth limit', () => {
    expect(behorigheterForDelning(lista, 1, 1).map((b) => b.kod)).toEqual(['dekl', 'las']);
  });

  it('keeps it below the limit', () => {
    expect(behorigheterForDelning(lista, 1, 2).map((b) => b.kod)).toEqual([
      'dekl',
      'las',
      'dela.vidare',
    ]);
  });

  it('a power carries the right to share only with that permission', () => {
    expect(barDelningsratt(tillAli())).toBe(true);
    expect(barDelningsratt(tillAli({ behorigheter: [] }))).toBe(false);
  });
});
