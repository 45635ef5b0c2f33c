// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  ConfigSchema,
  DriftinfoSchema,
  EngagemangSvarSchema,
  FullmaktListaSvarSchema,
  FullmaktSchema,
  MallSchema,
  PrincipalSchema,
  SignatarSchema,
  SigneringsalternativSvarSchema,
  SkapandeTillstandSchema,
  TredjemanSchema,
  UtkastSchema,
  signatarId,
  tomtSkapandeTillstand,
  kanSkapaFullmakt,
  arVidaredelning,
  appModeForRoll,
  rollForAppMode,
} from './index';
import { enFullmakt, enMall, enTredjeman, ettSigneringsalternativ } from './test-fixtures';

describe('domain schemas', () => {
  it('parse a full power with metadata and reject a bad date', () => {
    const fullmakt = enFullmakt({ metadata: { utdelningar: [{ id: 'f2' }], vidaredelad: true } });
    expect(FullmaktSchema.parse(fullmakt)).toEqual(fullmakt);
    expect(FullmaktSchema.safeParse({ ...fullmakt, giltigFrom: '2026-13-01' }).success).toBe(false);
    expect(
      FullmaktSchema.safeParse({ ...fullmakt, fullmaktsgivare: { id: 'x', typ: 'bad' } }).success,
    ).toBe(false);
  });

  it('keep giltigTom optional', () => {
    const { giltigTom: _ignored, ...utanTom } = enFullmakt();
    expect(FullmaktSchema.parse(utanTom).giltigTom).toBeUndefined();
  });

  it('parse a listing reply with page and problem', () => {
    const svar = {
      fullmakter: [enFullmakt()],
      page: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
      problem: { kod: 'okant.fel' },
    };
    expect(FullmaktListaSvarSchema.parse(svar).problem?.kod).toBe('okant.fel');
    expect(FullmaktListaSvarSchema.parse({ ...svar, problem: null }).problem).toBeNull();
  });

  it('parse both kinds of signer', () => {
    const fysisk = {
      fysiskPerson: { id: '198112189876', typ: 'pnr', fornamn: 'Per', namn: 'Persson' },
    };
    const juridisk = {
      juridiskSignatar: {
        juridiskPerson: { id: '5560360793', typ: 'orgnr', namn: 'AB' },
        foretradare: [{ id: '198112189876', typ: 'pnr' }],
      },
    };
    expect(signatarId(SignatarSchema.parse(fysisk))).toBe('198112189876');
    expect(signatarId(SignatarSchema.parse(juridisk))).toBe('5560360793');
    expect(SignatarSchema.safeParse({ annan: {} }).success).toBe(false);
  });

  it('parse engagements and signing options per source', () => {
    const engagemang = EngagemangSvarSchema.parse({
      kalla: {
        '2021005448': { engagemang: [{ orgnummer: '5560360793' }], fel: [], ofullstandig: false },
      },
      aktivaOrgnummer: ['5560360793'],
    });
    expect(engagemang.kalla['2021005448']?.engagemang[0]?.orgnummer).toBe('5560360793');
    const alternativ = SigneringsalternativSvarSchema.parse({
      kalla: {
        x: {
          signeringsalternativ: [ettSigneringsalternativ()],
          fel: [],
          hinder: { kod: 'obehorig' },
        },
      },
    });
    expect(alternativ.kalla['x']?.hinder?.kod).toBe('obehorig');
  });

  it('parse third party, template and draft', () => {
    expect(kanSkapaFullmakt(TredjemanSchema.parse(enTredjeman()))).toBe(true);
    expect(kanSkapaFullmakt(enTredjeman({ behorigheter: ['visa'] }))).toBe(false);
    expect(MallSchema.parse(enMall()).behorigheter).toHaveLength(2);
    expect(UtkastSchema.parse({ fullmakt: enFullmakt(), signeringsmodell: null }).fullmakt.id).toBe(
      'f1',
    );
  });

  it('default config env prod and transportfullmaktMaxLed 1', () => {
    const config = ConfigSchema.parse({
      staticUrl: '/s',
      adminUrl: '/a',
      login: true,
      privat: true,
    });
    expect(config.env).toBe('prod');
    expect(config.transportfullmaktMaxLed).toBe(1);
    expect(DriftinfoSchema.parse({ login: false, meddelande: 'Underhåll' }).meddelande).toBe(
      'Underhåll',
    );
  });

  it('have an empty creation state that parses', () => {
    expect(SkapandeTillstandSchema.parse(tomtSkapandeTillstand())).toEqual(tomtSkapandeTillstand());
  });

  it('parse a principal with its role', () => {
    expect(
      PrincipalSchema.parse({ id: '5560360793', typ: 'orgnr', roll: 'Organisation' }).roll,
    ).toBe('Organisation');
  });

  it('tell a re-delegation by its origin power', () => {
    expect(arVidaredelning(enFullmakt())).toBe(false);
    expect(
      arVidaredelning(enFullmakt({ ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'f0' } } })),
    ).toBe(true);
  });

  it('map app mode and principal role both ways', () => {
    expect(appModeForRoll('Privat')).toBe('PRIVAT');
    expect(appModeForRoll('Organisation')).toBe('ORGANISATION');
    expect(rollForAppMode('PRIVAT')).toBe('Privat');
    expect(rollForAppMode('ORGANISATION')).toBe('Organisation');
  });
});
