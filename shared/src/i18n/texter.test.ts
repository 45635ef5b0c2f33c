import { lasSprakFran } from './aktivt-sprak';
import { linguiOversattare } from './lingui-oversattare';
import { glomOversattningar, laggTillOversattning } from './oversattningar';
import type { Sprak } from './sprak';
import { text, texter } from './texter';

let sprak: Sprak = 'sv';
beforeAll(() => lasSprakFran(() => sprak));
afterEach(() => {
  sprak = 'sv';
  glomOversattningar();
});
afterAll(() => lasSprakFran(() => 'sv'));

const prov = texter('prov', {
  rubrik: 'Välj fullmaktsgivare',
  saknas: 'Bara på svenska',
  visa: (rubrik: string) => `Visa ${rubrik}`,
  antal: (antal: number) => (antal === 1 ? '1 fullmakt' : `${antal} fullmakter`),
  forklaring: (harSlutat: boolean) => (harSlutat ? 'Från i dag.' : 'Från dagen efter.'),
});

const engelska = {
  'prov.rubrik': 'Choose the grantor',
  'prov.visa': 'Show {0}',
  'prov.antal': '{0, plural, one {# power} other {# powers}}',
  'prov.forklaring': '{0, select, true {From today.} other {From the day after.}}',
};

describe('texts that follow the language', () => {
  it('reads the Swedish, as written, on a Swedish page, even with a translation loaded', () => {
    laggTillOversattning('en', linguiOversattare('en', engelska));
    expect(prov.rubrik).toBe('Välj fullmaktsgivare');
    expect(prov.visa('fullmakten')).toBe('Visa fullmakten');
    expect(prov.antal(3)).toBe('3 fullmakter');
  });

  it('reads the translation on an English page: positional arguments, plurals and choices', () => {
    laggTillOversattning('en', linguiOversattare('en', engelska));
    sprak = 'en';
    expect(prov.rubrik).toBe('Choose the grantor');
    expect(prov.visa('the power')).toBe('Show the power');
    expect(prov.antal(1)).toBe('1 power');
    expect(prov.antal(12)).toBe('12 powers');
    expect(prov.forklaring(true)).toBe('From today.');
    expect(prov.forklaring(false)).toBe('From the day after.');
  });

  it('falls back to the Swedish where a translation lacks a text, or none is loaded', () => {
    sprak = 'en';
    expect(prov.rubrik).toBe('Välj fullmaktsgivare');
    laggTillOversattning('en', linguiOversattare('en', engelska));
    expect(prov.saknas).toBe('Bara på svenska');
  });

  it('keeps the object readable as before: keys, spread, and functions kept apart', () => {
    expect(Object.keys(prov)).toEqual(['rubrik', 'saknas', 'visa', 'antal', 'forklaring']);
    expect({ ...prov }.rubrik).toBe('Välj fullmaktsgivare');
    expect(Object.isFrozen(prov)).toBe(true);
  });

  it('a single text with parameters has its own id', () => {
    const stegAv = text('prov.steg', (steg: number, av: number) => `Steg ${steg} av ${av}`);
    laggTillOversattning('en', linguiOversattare('en', { 'prov.steg.av': 'x' }));
    laggTillOversattning('en', linguiOversattare('en', { 'prov.steg': 'Step {0} of {1}' }));
    sprak = 'en';
    expect(stegAv(2, 5)).toBe('Step 2 of 5');
  });

  it('refuses an id used twice: an id is one text', () => {
    expect(() => texter('prov', { rubrik: 'b' })).toThrow('Texten prov.rubrik finns redan');
  });

  it('refuses a catalog that is not id → message', () => {
    expect(() => linguiOversattare('en', { 'prov.rubrik': 3 })).toThrow();
    expect(() => linguiOversattare('en', { 'ett id med mellanslag': 'x' })).toThrow();
  });
});
