// @vitest-environment node
import { deliveredStatuses, draftStatuses, effectiveStatus } from './fullmakt-dto';

/** SPEC §4 Power of attorney: the statuses, and a signed power past its end date expired. */
describe('SPEC §4: a signed power whose end date has passed reads as no longer valid', () => {
  const today = '2026-11-27';

  it('signed, ending yesterday: expired; ending today or later, or with no end: signed', () => {
    expect(effectiveStatus({ status: 'UNDERSKRIVEN', giltig_tom: '2026-11-26' }, today)).toBe(
      'UTGANGEN',
    );
    expect(effectiveStatus({ status: 'UNDERSKRIVEN', giltig_tom: today }, today)).toBe(
      'UNDERSKRIVEN',
    );
    expect(effectiveStatus({ status: 'UNDERSKRIVEN', giltig_tom: '2026-11-28' }, today)).toBe(
      'UNDERSKRIVEN',
    );
    expect(effectiveStatus({ status: 'UNDERSKRIVEN', giltig_tom: null }, today)).toBe(
      'UNDERSKRIVEN',
    );
  });

  it('a revoked, returned or unsigned power keeps its status past its end date', () => {
    for (const status of ['ATERKALLAD', 'ATERLAMNAD', 'PABORJAD', 'VANTAR_PA_UNDERSKRIFT']) {
      expect(effectiveStatus({ status, giltig_tom: '2020-01-01' }, today)).toBe(status);
    }
  });

  it('drafts are the three statuses before signed by all; delivered the three after', () => {
    expect(draftStatuses).toEqual(['PABORJAD', 'VANTAR_PA_UNDERSKRIFT', 'DELVIS_UNDERSKRIVEN']);
    expect(deliveredStatuses).toEqual(['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD']);
  });
});
