// @vitest-environment node
import type { Signeringsalternativ, SigneringsalternativSvar } from '@fullmakt/shared/domain';
import { Access } from './access';
import { ApiError } from './api-error';
import type { Caller } from './caller';
import type { AppDeps } from './deps';

/**
 * The access decisions of SPEC §6 on their own, without a database (issue 37: the fast tests
 * Stryker measures the rule with, stryker.server.config.mjs). The registries are stand-ins,
 * and the two tables the class reads itself are rows in memory the fake filters by column.
 */
const registries = vi.hoisted(() => ({
  orgs: new Set<string>(),
  svar: undefined as SigneringsalternativSvar | undefined,
  orgsCalls: 0,
  signingCalls: [] as unknown[][],
}));
vi.mock('../registries/engagemang', () => ({
  orgsActedFor: (...args: unknown[]) => {
    registries.orgsCalls += 1;
    expect(args.slice(1)).toEqual(['197001011234', settings]);
    return Promise.resolve(registries.orgs);
  },
}));
vi.mock('../registries/signing-options', () => ({
  signeringsalternativFor: (...args: unknown[]) => {
    registries.signingCalls.push(args.slice(1));
    return Promise.resolve(registries.svar);
  },
}));

const settings = { marker: 'settings' };
type Row = Record<string, string>;

/** The columns of the two tables the class reads itself: another name is an SQL error. */
const columns: Record<string, string[]> = {
  fullmakt_havare: ['fullmakt_id', 'havare_id'],
  fullmakt_signatar: ['fullmakt_id', 'person_id'],
};
const known = (table: string, column: string) => {
  if (!columns[table]?.includes(column)) {
    throw new Error(`no such column: ${table}.${column}`);
  }
};

/** Enough of Kysely for `selectFrom(t).select(c).where(col, '=', v)…execute()`. */
function fakeDb(tables: Record<string, Row[]>) {
  return {
    selectFrom(table: string) {
      let rows = tables[table] ?? [];
      let column = '';
      const project = () => rows.map((r) => ({ [column]: r[column] }));
      const query = {
        select(selected: string) {
          known(table, selected);
          column = selected;
          return query;
        },
        where(column: string, op: string, value: string) {
          known(table, column);
          expect(op).toBe('=');
          rows = rows.filter((r) => r[column] === value);
          return query;
        },
        execute: () => Promise.resolve(project()),
        executeTakeFirst: () => Promise.resolve(project()[0]),
      };
      return query;
    },
  };
}

const jag = '197001011234';
const orgA = '5561234567';
const orgB = '5569876543';
const fid = 'f-1';

function access(options: { sekretess?: boolean; havare?: Row[]; signatarer?: Row[] } = {}): Access {
  const caller: Caller = {
    id: jag,
    typ: 'pnr',
    fornamn: 'Test',
    efternamn: 'Testsson',
    sekretess: options.sekretess ?? false,
    idp: 'bankid',
  };
  const db = {
    kysely: fakeDb({
      fullmakt_havare: options.havare ?? [],
      fullmakt_signatar: options.signatarer ?? [],
    }),
  };
  return new Access({ db, settings } as unknown as AppDeps, caller);
}

const styrelsen: Signeringsalternativ = {
  id: 's1',
  typ: 'firmateckning',
  namn: 'Styrelsen',
  obligatorisk: false,
  personer: [{ id: jag, obligatorisk: false }],
  rubrik: 'Styrelsen',
  min: 1,
  max: 1,
};
const firmatecknare: SigneringsalternativSvar = {
  kalla: { a: { signeringsalternativ: [styrelsen], fel: [] } },
};
const ejFirmatecknare: SigneringsalternativSvar = {
  kalla: { a: { signeringsalternativ: [], fel: [] } },
};

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
}

beforeEach(() => {
  registries.orgs = new Set([orgA]);
  registries.svar = firmatecknare;
  registries.orgsCalls = 0;
  registries.signingCalls = [];
});

describe('SPEC §6: who may act for a party', () => {
  it('a person acts for themself, and for the organisations they are registered in', async () => {
    const a = access();
    expect(await a.mayActFor(jag)).toBe(true);
    expect(await a.mayActFor(orgA)).toBe(true);
    expect(await a.mayActFor(orgB)).toBe(false);
    expect(await a.mayActFor('198001011234')).toBe(false);
  });

  it('the registries are asked once per request, however many decisions it makes', async () => {
    const a = access();
    await a.mayActFor(orgA);
    await a.mayActFor(orgB);
    expect(await a.orgsActedFor()).toBe(registries.orgs);
    expect(registries.orgsCalls).toBe(1);
  });

  it('sekretess: a person with protected identity never acts as a private person', async () => {
    const a = access({ sekretess: true });
    expect(await a.mayActFor(jag)).toBe(false);
    expect(await a.mayActFor(orgA)).toBe(true);
    expect(() => a.assertMayUsePrivat()).toThrow(ApiError);
    expect(await refusal(a.assertActsFor(jag))).toBe(403);
    expect(await refusal(a.assertMayManage(jag))).toBe(403);
    expect(registries.signingCalls).toEqual([]);
  });

  it('assertActsFor: 403 for a party the caller does not act for, nothing otherwise', async () => {
    const a = access();
    expect(await refusal(a.assertActsFor(orgB))).toBe(403);
    expect(await refusal(a.assertActsFor(orgA))).toBeUndefined();
    expect(await refusal(a.assertActsFor(jag))).toBeUndefined();
    expect(() => a.assertMayUsePrivat()).not.toThrow();
  });
});

describe('SPEC §6: only signatories (firmatecknare) manage for an organisation', () => {
  it('a signatory of an organisation they act for manages it', async () => {
    const a = access();
    expect(await a.isFirmatecknare(orgA)).toBe(true);
    expect(await refusal(a.assertMayManage(orgA))).toBeUndefined();
    expect(registries.signingCalls).toEqual([
      [jag, orgA, true],
      [jag, orgA, true],
    ]);
  });

  it('registered without signing options: no signatory, 403', async () => {
    registries.svar = ejFirmatecknare;
    const a = access();
    expect(await a.isFirmatecknare(orgA)).toBe(false);
    expect(await refusal(a.assertMayManage(orgA))).toBe(403);
  });

  it('an organisation the caller is not registered in: no signatory, and its options are not asked', async () => {
    const a = access();
    expect(await a.isFirmatecknare(orgB)).toBe(false);
    expect(await refusal(a.assertMayManage(orgB))).toBe(403);
    expect(registries.signingCalls).toEqual([]);
  });

  it('acting for oneself needs no signing option', async () => {
    registries.svar = ejFirmatecknare;
    expect(await refusal(access().assertMayManage(jag))).toBeUndefined();
    expect(registries.signingCalls).toEqual([]);
  });
});

describe('SPEC §6: who sees a power — grantor, holder, signatory or the third party', () => {
  const row = (parts: Partial<Row> = {}) => ({
    id: fid,
    fullmaktsgivare_id: '198001011234',
    tredjeman_id: '2120000001',
    ...parts,
  });

  it('the grantor side sees it', async () => {
    expect(await access().maySee(row({ fullmaktsgivare_id: jag }))).toBe(true);
    expect(await access().maySee(row({ fullmaktsgivare_id: orgA }))).toBe(true);
    expect(await access().mayActForGrantor(row({ fullmaktsgivare_id: orgA }))).toBe(true);
    expect(await access().mayActForGrantor(row())).toBe(false);
  });

  it('a signatory of this power sees it, of another power not', async () => {
    const signatarer = [{ fullmakt_id: fid, person_id: jag }];
    expect(await access({ signatarer }).isSignatory(fid)).toBe(true);
    expect(await access({ signatarer }).maySee(row())).toBe(true);
    expect(await access({ signatarer }).isSignatory('f-2')).toBe(false);
    const others = [{ fullmakt_id: fid, person_id: '198001011234' }];
    expect(await access({ signatarer: others }).isSignatory(fid)).toBe(false);
  });

  it('a holder, or someone acting for a holder organisation, sees it', async () => {
    const havare = [
      { fullmakt_id: fid, havare_id: '198001011234' },
      { fullmakt_id: fid, havare_id: orgA },
      { fullmakt_id: fid, havare_id: jag },
      { fullmakt_id: 'f-2', havare_id: orgB },
    ];
    expect(await access({ havare }).holderIdsActedFor(fid)).toEqual([orgA, jag]);
    expect(await access({ havare }).maySee(row())).toBe(true);
    registries.orgs = new Set([orgB]);
    expect(await access({ havare: havare.slice(0, 2) }).maySee(row())).toBe(false);
  });

  it('the third party sees it; anyone else does not', async () => {
    expect(await access().maySee(row({ tredjeman_id: orgA }))).toBe(true);
    expect(await access().maySee(row())).toBe(false);
  });
});
