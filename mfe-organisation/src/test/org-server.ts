// A fake backend for the organisation's pages: Erik's engagements, Nordisk Byggteknik's
// signing options (the board, 2 of 4), third parties, a template for organisations, and
// the draft calls, each overridable per test.
import type {
  EngagemangSvar,
  Mall,
  Signeringsalternativ,
  SigneringsalternativSvar,
  Utkast,
} from '@fullmakt/shared';
import { enFullmakt, svaraHttp, TREDJEMAN } from '@fullmakt/shared/testing';
import type { Anrop, Svar } from '@fullmakt/shared/testing';
import { ERIK, MARIA_ID } from './render';

export const NORDISK = { id: '5567123459', typ: 'orgnr', namn: 'Nordisk Byggteknik AB' } as const;

export const ENGAGEMANG: EngagemangSvar = {
  kalla: {
    '2021005448': {
      engagemang: [
        {
          orgnummer: NORDISK.id,
          namn: NORDISK.namn,
          foretagsform: 'Aktiebolag',
          roll: 'Styrelseledamot',
        },
      ],
      fel: [],
      ofullstandig: false,
    },
    '2021005489': {
      engagemang: [
        {
          orgnummer: '7696123459',
          namn: 'Fjällbyns Ekonomiska Förening',
          roll: 'Ledamot',
        },
      ],
      fel: [],
      ofullstandig: false,
    },
  },
  aktivaOrgnummer: [NORDISK.id, '7696123459'],
};

export const STYRELSEN: Signeringsalternativ = {
  id: 'nb-styrelsen',
  typ: 'STYRELSE',
  namn: 'Styrelsen',
  rubrik: 'Minst två styrelseledamöter i förening',
  obligatorisk: false,
  min: 2,
  max: 4,
  personer: [
    { id: '197803122386', obligatorisk: false, fornamn: 'Anna', namn: 'Lindqvist' },
    { id: ERIK.id, obligatorisk: false, fornamn: 'Erik', namn: 'Johansson' },
    { id: MARIA_ID, obligatorisk: false, fornamn: 'Maria', namn: 'Svensson' },
    { id: '197511031796', obligatorisk: false, fornamn: 'Lars', namn: 'Karlsson' },
  ],
};

/** A group of Erik alone, as a managing director would be. */
export const ERIK_ENSAM: Signeringsalternativ = {
  id: 'nb-vd',
  typ: 'VD',
  namn: 'Verkställande direktören',
  rubrik: 'Verkställande direktören ensam',
  obligatorisk: false,
  min: 1,
  max: 1,
  personer: [{ id: ERIK.id, obligatorisk: false, fornamn: 'Erik', namn: 'Johansson' }],
};

export function alternativSvar(
  alternativ: Signeringsalternativ[],
  extra: Partial<SigneringsalternativSvar['kalla'][string]> = {},
): SigneringsalternativSvar {
  return { kalla: { '2021005448': { signeringsalternativ: alternativ, fel: [], ...extra } } };
}

export const ORG_MALL: Mall = {
  id: 'm-org',
  rubrik: 'Bygglovsombud',
  tredjeman: { id: '2021005448' },
  fullmaktsgivarroll: ['Organisation'],
  behorigheter: [
    { kod: 'ansok', rubrik: 'Ansöka', beskrivning: 'Ansöka om bygglov', obligatorisk: true },
  ],
};

export const ORG_UTKAST: Utkast = {
  fullmakt: enFullmakt({
    id: 'u1',
    status: 'PABORJAD',
    fullmaktsgivare: { id: NORDISK.id, typ: 'orgnr', namn: NORDISK.namn },
    fullmaktsgivarroll: 'Organisation',
    skapare: { id: ERIK.id },
    ursprung: { mall: { id: ORG_MALL.id } },
  }),
  signeringsmodell: { signeringsalternativ: [STYRELSEN] },
};

export interface OrgServer {
  engagemang?: () => Svar;
  signeringsalternativ?: () => Svar;
  annat?: (a: Anrop) => Svar | undefined;
}

/** Answers the organisation's calls; `annat` may answer any call first. */
export function orgServer(val: OrgServer = {}): Anrop[] {
  return svaraHttp((a) => {
    const eget = val.annat?.(a);
    if (eget) {
      return eget;
    }
    if (a.url === '/api/engagemang') {
      return val.engagemang?.() ?? { data: ENGAGEMANG };
    }
    if (a.url.endsWith('/signeringsalternativ')) {
      return val.signeringsalternativ?.() ?? { data: alternativSvar([STYRELSEN]) };
    }
    if (a.url.endsWith('/tredjeman')) {
      return { data: { tredjeman: TREDJEMAN } };
    }
    if (a.url.endsWith('/mallar')) {
      return { data: { mallar: [ORG_MALL] } };
    }
    if (a.url === '/api/dfm/sok/fullmakter') {
      return {
        data: { fullmakter: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } },
      };
    }
    if (a.url.endsWith('/utkast/sok')) {
      return { data: { utkast: [] } };
    }
    if (a.url.includes('/utkast')) {
      return { data: ORG_UTKAST };
    }
    return { status: 404, data: { kod: 'fullmakt.saknas' } };
  });
}
