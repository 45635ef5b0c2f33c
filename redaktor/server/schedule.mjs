/**
 * Midnight in Sweden at the start of `date` (YYYY-MM-DD), in epoch milliseconds.
 *
 * @param {string} date
 * @returns {number}
 */
export function swedishMidnight(date) {
  // Noon UTC is the same date in Sweden; step back to the hour where Sweden's date begins.
  const noon = new Date(`${date}T12:00:00Z`);
  const offsetHours =
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Stockholm',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(noon),
    ) - 12;
  return new Date(`${date}T00:00:00Z`).getTime() - offsetHours * 3_600_000;
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let timer;

/**
 * Publishes again when the soonest waiting news item's day begins, so it appears without an
 * editor's action (a production pipeline does the same with a daily scheduled publish).
 *
 * @param {readonly string[]} waiting YYYY-MM-DD, soonest first
 * @param {() => unknown} publish
 * @param {() => number} [now]
 */
export function scheduleWaitingNews(waiting, publish, now = Date.now) {
  clearTimeout(timer);
  const [next] = waiting;
  if (next === undefined) {
    return undefined;
  }
  // setTimeout holds at most ~24.8 days; a later date is re-armed on the way.
  const delay = Math.min(Math.max(swedishMidnight(next) - now(), 0), 2 ** 31 - 1);
  timer = setTimeout(() => {
    if (swedishMidnight(next) <= now()) {
      void publish();
    } else {
      scheduleWaitingNews(waiting, publish, now);
    }
  }, delay);
  timer.unref?.();
  return delay;
}
