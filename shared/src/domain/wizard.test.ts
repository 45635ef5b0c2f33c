// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  behoverSigneringsval,
  klonaFullmakt,
  markeraKlart,
  ogiltigforEfter,
  startGiltighet,
  stegForutsattningUppfylld,
  stegordning,
  stegPosition,
  valjEndaSigneringsalternativ,
} from './wizard';
import { tomtSkapandeTillstand } from './tomt-skapande';
import type { SkapandeTillstand } from './creation-state';
import { enFullmakt, enMall, enTredjeman, ettSigneringsalternativ } from './test-fixtures';

describe('wizard steps', () => {
  it('orders organisation and private steps; private has no signing choice', () => {
    expect(stegordning('Organisation')).toEqual([
      'tredjeman',
      'mallar',
      'giltighet',
      'behorighet',
      'signering',
      'underskrift',
    ]);
    expect(stegordning('Privat')).toEqual([
      'tredjeman',
      'mallar',
      'giltighet',
      'behorighet',
      'underskrift',
    ]);
    expect(stegordning('Organisation', { transport: true })).toEqual([
      'giltighet',
      'behorighet',
      'signering',
      'underskrift',
    ]);
  });

  it('drops the signing step when the options say none is needed', () => {
    expect(stegordning('Organisation', { signeringsvalBehovs: false })).not.toContain('signering');
    const ensam = ettSigneringsalternativ({
      min: 1,
      personer: [{ id: 'me', obligatorisk: false }],
    });
    expect(behoverSigneringsval([ensam], 'me')).toBe(false);
    expect(behoverSigneringsval([ettSigneringsalternativ()])).toBe(true);
    expect(
      behoverSigneringsval([ettSigneringsalternativ(), ettSigneringsalternativ({ id: 's2' })]),
    ).toBe(true);
    expect(behoverSigneringsval([])).toBe(false);
  });

  it('needs no signing choice for a single group where everyone is mandatory, but does for someone else alone', () => {
    const alla = ettSigneringsalternativ({
      personer: [
        { id: 'a', obligatorisk: true },
        { id: 'b', obligatorisk: true },
      ],
    });
    expect(behoverSigneringsval([alla])).toBe(false);
    const ensam = ettSigneringsalternativ({
      min: 1,
      personer: [{ id: 'me', obligatorisk: false }],
    });
    expect(behoverSigneringsval([ensam], 'other')).toBe(true);
    expect(stegordning('Organisation', { signeringsvalBehovs: true })).toEqual(
      stegordning('Organisation'),
    );
    expect(stegordning('Privat', { transport: true })).toEqual([
      'giltighet',
      'behorighet',
      'underskrift',
    ]);
  });

  it('starts an empty order with no valid step', () => {
    expect(startGiltighet([])).toEqual({});
  });

  it('leaves the flags alone for a step not in the order', () => {
    const ordning = stegordning('Privat');
    const flaggor = { tredjeman: true, mallar: true };
    expect(ogiltigforEfter(flaggor, ordning, 'signering')).toEqual(flaggor);
    // The first step is in the order: changing it invalidates all the rest.
    expect(ogiltigforEfter(flaggor, ordning, 'tredjeman')).toEqual({
      tredjeman: true,
      mallar: false,
      giltighet: false,
      behorighet: false,
      underskrift: false,
    });
    expect(markeraKlart(flaggor, ordning, 'signering')).toEqual(flaggor);
  });

  it('starts with the first step valid', () => {
    expect(startGiltighet(stegordning('Privat'))).toEqual({ tredjeman: true });
  });

  it('marks a completed step and all earlier ones valid', () => {
    const ordning = stegordning('Organisation');
    expect(markeraKlart({}, ordning, 'giltighet')).toEqual({
      tredjeman: true,
      mallar: true,
      giltighet: true,
    });
  });

  it('invalidates all later steps when a step changes', () => {
    const ordning = stegordning('Organisation');
    const alla = markeraKlart({}, ordning, 'underskrift');
    expect(ogiltigforEfter(alla, ordning, 'mallar')).toEqual({
      tredjeman: true,
      mallar: true,
      giltighet: false,
      behorighet: false,
      signering: false,
      underskrift: false,
    });
  });

  it('gives the position for the progress text', () => {
    expect(stegPosition(stegordning('Privat'), 'behorighet')).toEqual({ step: 4, total: 5 });
  });

  it('gives a clone a new id and creation time and keeps the rest', () => {
    const original = enFullmakt();
    const klon = klonaFullmakt(original, 'ny', new Date('2026-05-05T12:00:00Z'));
    expect(klon).toEqual({ ...original, id: 'ny', skapadTidpunkt: '2026-05-05T12:00:00.000Z' });
  });

  it('picks a signing option only when exactly one fits', () => {
    expect(valjEndaSigneringsalternativ([ettSigneringsalternativ()])).toBe('s1');
    expect(valjEndaSigneringsalternativ([])).toBeUndefined();
    expect(
      valjEndaSigneringsalternativ([
        ettSigneringsalternativ(),
        ettSigneringsalternativ({ id: 's2' }),
      ]),
    ).toBeUndefined();
  });
});

describe('step prerequisites', () => {
  const org: SkapandeTillstand = {
    ...tomtSkapandeTillstand(),
    fullmaktsgivare: { id: '5560360793', typ: 'orgnr' },
    fullmaktsgivarroll: 'Organisation',
  };

  it('needs the principal role and a principal', () => {
    expect(stegForutsattningUppfylld('tredjeman', tomtSkapandeTillstand())).toBe(false);
    expect(stegForutsattningUppfylld('tredjeman', org)).toBe(true);
    const privatOrg = { ...org, fullmaktsgivarroll: 'Privat' as const };
    expect(stegForutsattningUppfylld('tredjeman', privatOrg)).toBe(false);
    expect(stegForutsattningUppfylld('tredjeman', { ...org, fullmaktsgivare: undefined })).toBe(
      false,
    );
    expect(stegForutsattningUppfylld('tredjeman', { ...org, fullmaktsgivarroll: undefined })).toBe(
      false,
    );
    // Without a role, a person principal is not enough either.
    expect(
      stegForutsattningUppfylld('tredjeman', {
        ...tomtSkapandeTillstand(),
        fullmaktsgivare: { id: '198112189876', typ: 'pnr' },
      }),
    ).toBe(false);
  });

  it('lets role Privat go on for a person principal (pnr, samnr) or a gdnr, not without one', () => {
    const privat = (fullmaktsgivare: SkapandeTillstand['fullmaktsgivare']): SkapandeTillstand => ({
      ...tomtSkapandeTillstand(),
      fullmaktsgivarroll: 'Privat',
      fullmaktsgivare,
    });
    expect(stegForutsattningUppfylld('tredjeman', privat({ id: '198112189876', typ: 'pnr' }))).toBe(
      true,
    );
    expect(
      stegForutsattningUppfylld('tredjeman', privat({ id: '197010632391', typ: 'samnr' })),
    ).toBe(true);
    expect(stegForutsattningUppfylld('tredjeman', privat({ id: '3020000001', typ: 'gdnr' }))).toBe(
      true,
    );
    expect(stegForutsattningUppfylld('tredjeman', privat(undefined))).toBe(false);
  });

  it('asks role Privat for neither signing options nor a signing choice', () => {
    const privat: SkapandeTillstand = {
      ...tomtSkapandeTillstand(),
      fullmaktsgivarroll: 'Privat',
      fullmaktsgivare: { id: '198112189876', typ: 'pnr' },
      fullmakt: enFullmakt(),
      fullmaktshavare: enFullmakt().fullmaktshavare,
      behorighetslista: [
        { kod: 'a', rubrik: 'a', beskrivning: '', obligatorisk: false, vald: true, index: 0 },
      ],
    };
    expect(stegForutsattningUppfylld('behorighet', privat)).toBe(true);
    expect(stegForutsattningUppfylld('underskrift', privat)).toBe(true);
  });

  it('needs a third party for templates and a template for validity', () => {
    expect(stegForutsattningUppfylld('mallar', org)).toBe(false);
    expect(stegForutsattningUppfylld('mallar', { ...org, tredjeman: enTredjeman() })).toBe(true);
    expect(stegForutsattningUppfylld('giltighet', org)).toBe(false);
    expect(stegForutsattningUppfylld('giltighet', { ...org, mall: enMall() })).toBe(true);
  });

  it('needs holders and a start date for permissions and signing', () => {
    const med = {
      ...org,
      fullmakt: enFullmakt(),
      fullmaktshavare: enFullmakt().fullmaktshavare,
      signeringsalternativ: [ettSigneringsalternativ()],
    };
    expect(stegForutsattningUppfylld('behorighet', med)).toBe(true);
    expect(stegForutsattningUppfylld('behorighet', { ...med, fullmaktshavare: [] })).toBe(false);
    expect(stegForutsattningUppfylld('behorighet', { ...med, signeringsalternativ: [] })).toBe(
      false,
    );
    expect(stegForutsattningUppfylld('signering', { ...med, fullmakt: undefined })).toBe(false);
    expect(stegForutsattningUppfylld('underskrift', med)).toBe(false);
    const klar = {
      ...med,
      signeringsval: 's1',
      behorighetslista: [
        { kod: 'a', rubrik: 'a', beskrivning: '', obligatorisk: false, vald: true, index: 0 },
      ],
    };
    expect(stegForutsattningUppfylld('underskrift', klar)).toBe(true);
    expect(
      stegForutsattningUppfylld('underskrift', {
        ...klar,
        behorighetslista: klar.behorighetslista.map((b) => ({ ...b, vald: false })),
      }),
    ).toBe(false);
    expect(stegForutsattningUppfylld('underskrift', { ...klar, fullmaktshavare: [] })).toBe(false);
    const enAvTva = {
      ...klar,
      behorighetslista: [
        ...klar.behorighetslista,
        { kod: 'b', rubrik: 'b', beskrivning: '', obligatorisk: false, vald: false, index: 1 },
      ],
    };
    expect(stegForutsattningUppfylld('underskrift', enAvTva)).toBe(true);
    expect(stegForutsattningUppfylld('signering', med)).toBe(true);
  });

  it('in share flows, asks for neither a template, signing options nor a signing choice (For share flows)', () => {
    const dela: SkapandeTillstand = {
      ...tomtSkapandeTillstand(),
      fullmaktsgivarroll: 'Organisation',
      ursprung: enFullmakt(),
      fullmakt: enFullmakt(),
      fullmaktshavare: enFullmakt().fullmaktshavare,
      behorighetslista: [
        { kod: 'a', rubrik: 'a', beskrivning: '', obligatorisk: false, vald: true, index: 0 },
      ],
    };
    expect(stegForutsattningUppfylld('giltighet', dela, true)).toBe(true);
    expect(stegForutsattningUppfylld('behorighet', dela, true)).toBe(true);
    expect(stegForutsattningUppfylld('underskrift', dela, true)).toBe(true);
    expect(stegForutsattningUppfylld('behorighet', { ...dela, fullmaktshavare: [] }, true)).toBe(
      false,
    );
  });

  it('needs the origin power in share flows', () => {
    expect(stegForutsattningUppfylld('giltighet', tomtSkapandeTillstand(), true)).toBe(false);
    expect(
      stegForutsattningUppfylld(
        'giltighet',
        { ...tomtSkapandeTillstand(), ursprung: enFullmakt() },
        true,
      ),
    ).toBe(true);
  });
});
