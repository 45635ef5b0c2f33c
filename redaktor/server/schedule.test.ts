// @vitest-environment node
import { scheduleWaitingNews, swedishMidnight } from './schedule.mjs';

describe('a news item waiting for its day is published when the day begins in Sweden', () => {
  it('knows when a Swedish day begins, in winter and in summer time', () => {
    expect(new Date(swedishMidnight('2026-12-01')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(new Date(swedishMidnight('2026-07-01')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('publishes again at the soonest waiting day, and not before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T22:00:00Z') });
    try {
      const publish = vi.fn();
      expect(scheduleWaitingNews(['2026-12-01', '2026-12-05'], publish)).toBe(3_600_000);
      vi.advanceTimersByTime(3_599_000);
      expect(publish).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_000);
      expect(publish).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('schedules nothing when no item waits', () => {
    expect(scheduleWaitingNews([], vi.fn())).toBeUndefined();
  });
});
