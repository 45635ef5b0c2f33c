// @vitest-environment node
import { fullmaktshavareTexter } from '@fullmakt/shared/texts';
import { ApiError } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { lookupCharge } from './lookup-charge';

/** SPEC §5 Proxy person, lookup failure: what one request costs of the caller's budget. */
describe('the charge of one request for looking people up (SPEC §5 lookup failure)', () => {
  function deps(left: number) {
    const taken: [string, number][] = [];
    const budget = {
      take: (callerId: string, count: number) => {
        taken.push([callerId, count]);
        left -= count;
        return Promise.resolve(left >= 0);
      },
    };
    return { deps: { lookupBudget: budget } as unknown as AppDeps, taken };
  }

  it('each new person costs one; one already charged in the request or already resolved is free', async () => {
    const d = deps(5);
    const charge = lookupCharge(d.deps, 'jag', ['p0']);
    await charge('p1');
    await charge('p1');
    await charge('p0');
    await charge('p2');
    expect(d.taken).toEqual([
      ['jag', 1],
      ['jag', 1],
    ]);
  });

  it('without resolved holders every person costs', async () => {
    const d = deps(5);
    await lookupCharge(d.deps, 'jag')('p0');
    expect(d.taken).toEqual([['jag', 1]]);
  });

  it('over the budget: 429 with §5’s try-again text, and the person is not counted as paid', async () => {
    const d = deps(0);
    const charge = lookupCharge(d.deps, 'jag');
    const fel = await charge('p1').catch((error: unknown) => error);
    expect(fel).toBeInstanceOf(ApiError);
    expect(fel).toMatchObject({
      status: 429,
      kod: 'okant.fel',
      message: fullmaktshavareTexter.uppslagMisslyckades,
    });
    await expect(charge('p1')).rejects.toThrow(ApiError);
    expect(d.taken).toHaveLength(2);
  });
});
