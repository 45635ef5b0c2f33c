// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  behorighetslistaForDelning,
  behorighetslistaForMall,
  medBehorigheter,
  vaxlaBehorighet,
  valideraBehorigheter,
} from './validate-behorighet';
import { enFullmakt, enMall } from './test-fixtures';
import type { Behorighetslistpost } from './behorighet';

function post(kod: string, vald: boolean, index = 0): Behorighetslistpost {
  return { kod, rubrik: kod, beskrivning: '', obligatorisk: false, vald, index };
}

describe('permission rules', () => {
  it('needs at least one permission', () => {
    expect(valideraBehorigheter([post('a', false)], false)).toBe('Välj minst en behörighet.');
    expect(valideraBehorigheter([post('a', true)], false)).toBeUndefined();
  });

  it('needs one besides the right to share on a share-onward power', () => {
    expect(valideraBehorigheter([post('dela.vidare', true)], true)).toBe(
      'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
    );
    expect(valideraBehorigheter([post('dela.vidare', true)], false)).toBeUndefined();
    expect(
      valideraBehorigheter([post('dela.vidare', true), post('a', true, 1)], true),
    ).toBeUndefined();
  });

  it('marks and chooses mandatory permissions and keeps earlier choices', () => {
    const lista = behorighetslistaForMall(enMall().behorigheter);
    expect(lista.map((p) => [p.kod, p.obligatorisk, p.vald, p.index])).toEqual([
      ['dekl', true, true, 0],
      ['las', false, false, 1],
    ]);
    expect(behorighetslistaForMall(enMall().behorigheter, ['las'])[1]?.vald).toBe(true);
  });

  it('never unchooses a mandatory permission', () => {
    const lista = behorighetslistaForMall(enMall().behorigheter);
    expect(vaxlaBehorighet(lista, 'dekl')[0]?.vald).toBe(true);
    expect(vaxlaBehorighet(lista, 'las')[1]?.vald).toBe(true);
  });

  it('lists only the permissions already on the received power when sharing', () => {
    const ursprung = enFullmakt({
      behorigheter: [{ kod: 'las', rubrik: 'Läsa', beskrivning: '' }],
    });
    expect(behorighetslistaForDelning(ursprung, enMall().behorigheter).map((p) => p.kod)).toEqual([
      'las',
    ]);
  });

  it('writes the chosen ones on the power, and throws without one', () => {
    const lista = [post('a', true), post('b', false, 1)];
    expect(medBehorigheter(enFullmakt(), lista).behorigheter.map((b) => b.kod)).toEqual(['a']);
    expect(() => medBehorigheter(undefined, lista)).toThrow(
      'Kan inte uppdatera behörighet utan fullmakt!',
    );
  });
});
