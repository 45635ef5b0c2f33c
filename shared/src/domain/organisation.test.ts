// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { arFirmatecknare, giltigaSigneringsalternativ, slaSammanEngagemang } from './organisation';
import { ettSigneringsalternativ } from './test-fixtures';
import type { SigneringsKalla } from './signering';

function kalla(overrides: Partial<SigneringsKalla> = {}): SigneringsKalla {
  return { signeringsalternativ: [ettSigneringsalternativ()], fel: [], ...overrides };
}

describe('firmatecknare', () => {
  it('holds when some source has no errors, no obstacle and an option', () => {
    expect(arFirmatecknare({ kalla: { a: kalla() } })).toBe(true);
    expect(arFirmatecknare({ kalla: { a: kalla({ fel: [{ kod: 'okant.fel' }] }) } })).toBe(false);
    expect(arFirmatecknare({ kalla: { a: kalla({ signeringsalternativ: [] }) } })).toBe(false);
    expect(arFirmatecknare({ kalla: { a: kalla({ hinder: { kod: 'konkurs' } }) } })).toBe(false);
    expect(arFirmatecknare({ kalla: {} })).toBe(false);
    expect(arFirmatecknare(undefined)).toBe(false);
  });

  it("does not count the generic 'obehorig' obstacle", () => {
    expect(arFirmatecknare({ kalla: { a: kalla({ hinder: { kod: 'obehorig' } }) } })).toBe(true);
  });

  it('is enough that one source qualifies', () => {
    expect(arFirmatecknare({ kalla: { a: kalla({ fel: [{ kod: 'x' }] }), b: kalla() } })).toBe(
      true,
    );
    expect(
      giltigaSigneringsalternativ({ kalla: { a: kalla({ fel: [{ kod: 'x' }] }), b: kalla() } }),
    ).toHaveLength(1);
  });
});

describe('engagement merging', () => {
  it('lets the registry sources take precedence, whatever the key order', () => {
    const merged = slaSammanEngagemang({
      kalla: {
        annan: {
          engagemang: [{ orgnummer: '5560360793', namn: 'Fel namn' }, { orgnummer: '1' }],
          fel: [],
          ofullstandig: false,
        },
        '2021005489': {
          engagemang: [{ orgnummer: '5560360793', namn: 'Andra' }],
          fel: [],
          ofullstandig: false,
        },
        '2021005448': {
          engagemang: [{ orgnummer: '5560360793', namn: 'Rätt AB' }],
          fel: [],
          ofullstandig: true,
        },
      },
      aktivaOrgnummer: ['5560360793'],
    });
    expect(merged.engagemang).toEqual([
      { orgnummer: '5560360793', namn: 'Rätt AB', kalla: '2021005448', aktiv: true },
      { orgnummer: '1', kalla: 'annan', aktiv: false },
    ]);
    expect(merged.ofullstandig).toBe(true);
  });

  it('prefers 2021005489 over other sources when 2021005448 lacks the organisation', () => {
    const merged = slaSammanEngagemang({
      kalla: {
        annan: {
          engagemang: [{ orgnummer: '2', namn: 'Annan' }],
          fel: [{ kod: 'x' }],
          ofullstandig: false,
        },
        '2021005489': {
          engagemang: [{ orgnummer: '2', namn: 'Register' }],
          fel: [],
          ofullstandig: false,
        },
      },
      aktivaOrgnummer: [],
    });
    expect(merged.engagemang[0]?.namn).toBe('Register');
    expect(merged.fel).toEqual([{ kod: 'x' }]);
  });
});
