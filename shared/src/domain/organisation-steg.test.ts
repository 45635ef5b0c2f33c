// @vitest-environment node -- pure module, no DOM needed.
// The organisation's create flow as tables (issue 11): the step order for each kind of
// flow, when the signing step is dropped (and the count becomes 5), and the §2 step
// prerequisites of the organisation's steps.
import { tomtSkapandeTillstand } from './tomt-skapande';
import type { SkapandeTillstand } from './creation-state';
import { enFullmakt, enMall, enTredjeman, ettSigneringsalternativ } from './test-fixtures';
import type { SkapaSteg, StegordningVal } from './wizard';
import {
  behoverSigneringsval,
  stegForutsattningUppfylld,
  stegordning,
  stegPosition,
} from './wizard';
import type { FullmaktsgivarRoll } from './app-mode';

const JAG = '198112189876';
const ANNAN = '197010632391';

describe('step order', () => {
  it.each<[string, FullmaktsgivarRoll, StegordningVal, SkapaSteg[]]>([
    [
      'organisation',
      'Organisation',
      {},
      ['tredjeman', 'mallar', 'giltighet', 'behorighet', 'signering', 'underskrift'],
    ],
    [
      'organisation, signing choice needed',
      'Organisation',
      { signeringsvalBehovs: true },
      ['tredjeman', 'mallar', 'giltighet', 'behorighet', 'signering', 'underskrift'],
    ],
    [
      'organisation, no signing choice needed',
      'Organisation',
      { signeringsvalBehovs: false },
      ['tredjeman', 'mallar', 'giltighet', 'behorighet', 'underskrift'],
    ],
    ['private', 'Privat', {}, ['tredjeman', 'mallar', 'giltighet', 'behorighet', 'underskrift']],
    [
      'private, never a signing step',
      'Privat',
      { signeringsvalBehovs: true },
      ['tredjeman', 'mallar', 'giltighet', 'behorighet', 'underskrift'],
    ],
    [
      'organisation share',
      'Organisation',
      { transport: true },
      ['giltighet', 'behorighet', 'signering', 'underskrift'],
    ],
    ['private share', 'Privat', { transport: true }, ['giltighet', 'behorighet', 'underskrift']],
  ])('%s', (_namn, roll, val, steg) => {
    const ordning = stegordning(roll, val);
    expect(ordning).toEqual(steg);
    expect(stegPosition(ordning, 'underskrift')).toEqual({ step: steg.length, total: steg.length });
  });
});

describe('the dropped signing step', () => {
  const ensam = ettSigneringsalternativ({
    id: 'vd',
    min: 1,
    max: 1,
    personer: [{ id: JAG, obligatorisk: false }],
  });
  const annanEnsam = ettSigneringsalternativ({
    id: 'vd2',
    min: 1,
    max: 1,
    personer: [{ id: ANNAN, obligatorisk: false }],
  });
  const allaObligatoriska = ettSigneringsalternativ({
    id: 'alla',
    personer: [
      { id: JAG, obligatorisk: true },
      { id: ANNAN, obligatorisk: true },
    ],
  });
  const styrelsen = ettSigneringsalternativ();

  it.each([
    ['no options', [], JAG, false],
    ['the user alone, min 1', [ensam], JAG, false],
    ['one other person alone: the user must still say who', [annanEnsam], JAG, true],
    ['everyone mandatory', [allaObligatoriska], JAG, false],
    ['a board of 3, 2 to sign', [styrelsen], JAG, true],
    ['two options, even if one is the user alone', [ensam, styrelsen], JAG, true],
    ['the user alone, unknown user', [ensam], undefined, false],
  ])('%s: needed %#', (_namn, alternativ, anvandare, behovs) => {
    expect(behoverSigneringsval(alternativ, anvandare)).toBe(behovs);
    const total = stegordning('Organisation', { signeringsvalBehovs: behovs }).length;
    expect(total).toBe(behovs ? 6 : 5);
  });
});

describe("the organisation steps' prerequisites (SPEC §2)", () => {
  const org = { id: '5567123459', typ: 'orgnr' as const, namn: 'Nordisk Byggteknik AB' };
  const tom: SkapandeTillstand = {
    ...tomtSkapandeTillstand(),
    fullmaktsgivare: org,
    fullmaktsgivarroll: 'Organisation',
  };
  const medMall = { ...tom, tredjeman: enTredjeman(), mall: enMall() };
  const medHavare: SkapandeTillstand = {
    ...medMall,
    fullmakt: enFullmakt(),
    fullmaktshavare: enFullmakt().fullmaktshavare,
  };
  const medAlternativ = { ...medHavare, signeringsalternativ: [ettSigneringsalternativ()] };
  const medBehorighet: SkapandeTillstand = {
    ...medAlternativ,
    behorighetslista: [
      { kod: 'k', rubrik: 'K', beskrivning: '', obligatorisk: false, vald: true, index: 0 },
    ],
  };
  const klar = { ...medBehorighet, signeringsval: 's1' };

  it.each<[string, SkapaSteg, SkapandeTillstand, boolean]>([
    ['tredjeman: always', 'tredjeman', tom, true],
    ['mallar: no third party', 'mallar', tom, false],
    ['mallar: a third party', 'mallar', { ...tom, tredjeman: enTredjeman() }, true],
    ['giltighet: no template', 'giltighet', { ...tom, tredjeman: enTredjeman() }, false],
    ['giltighet: a template', 'giltighet', medMall, true],
    ['behorighet: no holders', 'behorighet', medMall, false],
    ['behorighet: holders, no signing options', 'behorighet', medHavare, false],
    ['behorighet: holders and signing options', 'behorighet', medAlternativ, true],
    ['signering: no holders', 'signering', medMall, false],
    ['signering: holders and a start date', 'signering', medHavare, true],
    ['underskrift: no permissions', 'underskrift', medAlternativ, false],
    ['underskrift: no signatories', 'underskrift', medBehorighet, false],
    ['underskrift: all of it', 'underskrift', klar, true],
    [
      'any step: principal role Privat',
      'mallar',
      { ...medMall, fullmaktsgivarroll: 'Privat' },
      false,
    ],
    ['any step: no principal', 'giltighet', { ...medMall, fullmaktsgivare: undefined }, false],
  ])('%s', (_namn, steg, s, uppfylld) => {
    expect(stegForutsattningUppfylld(steg, s)).toBe(uppfylld);
  });
});

// Issue 36 item 9: an organisation holder shares as the organisation, so when its signing
// group needs more than one person, the share steps include choosing who signs.
describe('the share steps of an organisation holder', () => {
  it('choose signatories unless there is nothing to choose', () => {
    expect(stegordning('Organisation', { transport: true })).toEqual([
      'giltighet',
      'behorighet',
      'signering',
      'underskrift',
    ]);
    expect(stegordning('Organisation', { transport: true, signeringsvalBehovs: false })).toEqual([
      'giltighet',
      'behorighet',
      'underskrift',
    ]);
    expect(stegordning('Privat', { transport: true })).toEqual([
      'giltighet',
      'behorighet',
      'underskrift',
    ]);
  });
});
