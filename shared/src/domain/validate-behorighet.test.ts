// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  behorighetslistaForDelning,
  behorighetslistaForMall,
  medBehorigheter,
  vaxlaBehorighet,
  valideraBehorigheter,
} from './validate-behorighet';
import { enFullmakt, enMall } from './test-fixtures';
import type { Behorighetslistpost, MallBehorighet } from './behorighet';

function post(kod: string, vald: boolean, index = 0): Behorighetslistpost {
  return { kod, rubrik: kod, beskrivning: '', obligatorisk: false, vald, index };
}

describe('permission rules', () => {
  it('needs at least one permission', () => {
    expect(valideraBehorigheter([post('a', false)], false)).toBe('Välj minst en behörighet.');
    expect(valideraBehorigheter([post('a', true)], false)).toBeUndefined();
    expect(valideraBehorigheter([], false)).toBe('Välj minst en behörighet.');
    expect(valideraBehorigheter([post('dela.vidare', false), post('a', false, 1)], true)).toBe(
      'Välj minst en behörighet.',
    );
  });

  it('needs one besides the right to share on a share-onward power', () => {
    expect(valideraBehorigheter([post('dela.vidare', true)], true)).toBe(
      'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
    );
    expect(valideraBehorigheter([post('dela.vidare', true)], false)).toBeUndefined();
    expect(
      valideraBehorigheter([post('dela.vidare', true), post('a', true, 1)], true),
    ).toBeUndefined();
    // An unchosen permission besides the right to share does not count.
    expect(valideraBehorigheter([post('dela.vidare', true), post('a', false, 1)], true)).toBe(
      'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
    );
    expect(valideraBehorigheter([post('a', true)], true, 'a')).toBe(
      'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
    );
  });

  it('marks and chooses mandatory permissions and keeps earlier choices (Mandatory permissions are marked)', () => {
    const [dekl, las] = enMall().behorigheter as [MallBehorighet, MallBehorighet];
    expect(behorighetslistaForMall([dekl, las])).toEqual([
      { ...dekl, vald: true, index: 0 },
      { ...las, vald: false, index: 1 },
    ]);
    expect(behorighetslistaForMall([dekl, las], ['las'])).toEqual([
      { ...dekl, vald: true, index: 0 },
      { ...las, vald: true, index: 1 },
    ]);
    expect(behorighetslistaForMall([dekl, las], ['annan'])).toEqual([
      { ...dekl, vald: true, index: 0 },
      { ...las, vald: false, index: 1 },
    ]);
  });

  it('toggles only the named optional permission and never unchooses a mandatory one', () => {
    const lista = [
      { ...post('dekl', true), obligatorisk: true },
      post('las', false, 1),
      post('skriv', false, 2),
    ];
    expect(vaxlaBehorighet(lista, 'dekl')).toEqual(lista);
    expect(vaxlaBehorighet(lista, 'las')).toEqual([
      lista[0],
      { ...post('las', true, 1) },
      lista[2],
    ]);
    expect(vaxlaBehorighet(vaxlaBehorighet(lista, 'las'), 'las')).toEqual(lista);
  });

  it('lists only the permissions already on the received power when sharing, none chosen, mandatory as the template says', () => {
    const ursprung = enFullmakt({
      behorigheter: [
        { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' },
        { kod: 'las', rubrik: 'Läsa', beskrivning: '' },
        { kod: 'egen', rubrik: 'Egen', beskrivning: '' },
      ],
    });
    expect(behorighetslistaForDelning(ursprung, enMall().behorigheter)).toEqual([
      {
        kod: 'dekl',
        rubrik: 'Deklaration',
        beskrivning: 'Lämna deklaration',
        obligatorisk: true,
        vald: false,
        index: 0,
      },
      { kod: 'las', rubrik: 'Läsa', beskrivning: '', obligatorisk: false, vald: false, index: 1 },
      { kod: 'egen', rubrik: 'Egen', beskrivning: '', obligatorisk: false, vald: false, index: 2 },
    ]);
    expect(behorighetslistaForDelning(ursprung)).toEqual([
      {
        kod: 'dekl',
        rubrik: 'Deklaration',
        beskrivning: 'Lämna deklaration',
        obligatorisk: false,
        vald: false,
        index: 0,
      },
      { kod: 'las', rubrik: 'Läsa', beskrivning: '', obligatorisk: false, vald: false, index: 1 },
      { kod: 'egen', rubrik: 'Egen', beskrivning: '', obligatorisk: false, vald: false, index: 2 },
    ]);
  });

  it('writes the chosen ones on the power, and throws without one', () => {
    const lista = [post('a', true), post('b', false, 1)];
    expect(medBehorigheter(enFullmakt(), lista)).toEqual({
      ...enFullmakt(),
      behorigheter: [{ kod: 'a', rubrik: 'a', beskrivning: '' }],
    });
    expect(() => medBehorigheter(undefined, lista)).toThrow(
      'Kan inte uppdatera behörighet utan fullmakt!',
    );
  });
});
