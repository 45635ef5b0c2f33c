// @vitest-environment node
import { FullmaktStatusSchema } from '@fullmakt/shared/domain';
import {
  cascadeCount,
  cascadeStatuses,
  mayEnd,
  returnFinds,
  revokeAnswer,
  revokeFinds,
} from './end-rules';

/** SPEC §4 Power of attorney: revoked by the giver, returned by the proxy, and the cascade. */
const alla: readonly string[] = FullmaktStatusSchema.options;
const where = (rule: (status: string) => boolean) => alla.filter(rule);

describe('SPEC §4: revoked by the giver, returned by the proxy', () => {
  it('the giver can revoke: every power is found but a draft still being made', () => {
    expect(where(revokeFinds)).toEqual([
      'VANTAR_PA_UNDERSKRIFT',
      'DELVIS_UNDERSKRIVEN',
      'UNDERSKRIVEN',
      'ATERKALLAD',
      'ATERLAMNAD',
      'UTGANGEN',
    ]);
  });

  it('the proxy can return powers received: only powers that reached the third party are found', () => {
    expect(where(returnFinds)).toEqual(['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD']);
  });

  it('only a fully signed power is ended; a revoked or returned one stays so (409)', () => {
    expect(where(mayEnd)).toEqual(['UNDERSKRIVEN']);
  });
});

describe('SPEC §4: revoking a shared power also revokes the powers shared onward, and the count is shown', () => {
  it('the cascade ends live onward powers and onward shares still being made, nothing ended', () => {
    expect(cascadeStatuses).toEqual([
      'UNDERSKRIVEN',
      'PABORJAD',
      'VANTAR_PA_UNDERSKRIFT',
      'DELVIS_UNDERSKRIVEN',
    ]);
  });

  it('counts the signed powers apart from the unsigned shares', () => {
    expect(cascadeCount([])).toEqual({ signed: 0, unsigned: 0 });
    expect(
      cascadeCount([
        { status: 'UNDERSKRIVEN' },
        { status: 'PABORJAD' },
        { status: 'UNDERSKRIVEN' },
        { status: 'DELVIS_UNDERSKRIVEN' },
        { status: 'VANTAR_PA_UNDERSKRIFT' },
      ]),
    ).toEqual({ signed: 2, unsigned: 3 });
  });

  it('the count shown: the power and its signed onward powers; stopped shares apart, only when any', () => {
    expect(revokeAnswer({ signed: 0, unsigned: 0 }, false)).toEqual({ aterkallade: 1 });
    expect(revokeAnswer({ signed: 2, unsigned: 0 }, false)).toEqual({ aterkallade: 3 });
    expect(revokeAnswer({ signed: 1, unsigned: 1 }, false)).toEqual({
      aterkallade: 2,
      avbrutnaDelningar: 1,
    });
  });

  it('SPEC §8: a holder who could not be told of the revoke is named in the answer', () => {
    expect(revokeAnswer({ signed: 0, unsigned: 0 }, true)).toEqual({
      aterkallade: 1,
      aviseringMisslyckades: true,
    });
  });
});
