import { readFileSync } from 'node:fs';
import { splitFrontMatter } from './front-matter.mjs';

/**
 * Today's date where the service's readers are (Sweden), as YYYY-MM-DD. A build may be
 * given another (FULLMAKT_INFO_TODAY), so a release is the same bytes for the same commit
 * and the same day, and a test can build "tomorrow".
 *
 * @param {Date} [now]
 * @returns {string}
 */
export function todayInSweden(now = new Date()) {
  const override = process.env.FULLMAKT_INFO_TODAY;
  if (override) {
    return override;
  }
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The news items to show on `today`, newest first; an item waits for its date. Items with
 * the same date keep the order of their file names.
 *
 * @template {{ name: string; file: string }} T
 * @param {readonly T[]} files
 * @param {string} today YYYY-MM-DD
 * @returns {(T & { date: string })[]}
 */
export function newsVisibleOn(files, today) {
  return files
    .map((entry) => ({
      ...entry,
      date: splitFrontMatter(
        readFileSync(entry.file, 'utf8')
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n'),
        entry.file,
        'news',
      ).meta.date,
    }))
    .filter((entry) => entry.date <= today)
    .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name));
}

/**
 * The dates of the items still waiting on `today`, soonest first: the days a publish must
 * run again for them to appear (redaktor/server/publish.mjs).
 *
 * @param {readonly { name: string; file: string }[]} files
 * @param {string} today
 * @returns {string[]}
 */
export function waitingNewsDates(files, today) {
  const dates = files.map(
    (entry) =>
      splitFrontMatter(
        readFileSync(entry.file, 'utf8')
          .replace(/^\uFEFF/, '')
          .replace(/\r\n?/g, '\n'),
        entry.file,
        'news',
      ).meta.date,
  );
  return [...new Set(dates.filter((date) => date > today))].sort();
}
