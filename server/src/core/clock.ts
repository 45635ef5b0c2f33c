import { svenskTid } from '@fullmakt/shared/domain';

let last: { minute: number; date: string } | undefined;

/**
 * Today's date in Sweden (yyyy-mm-dd): validity is a Swedish calendar matter, not UTC.
 * The shared formatter (svenskTid) as the browser uses it; formatting with a time zone is
 * slow, so the answer is kept for the rest of its minute.
 */
export function swedishDate(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (last?.minute !== minute) {
    last = { minute, date: svenskTid(at) };
  }
  return last.date;
}

/** Adds whole years to an ISO date, keeping month and day (29 Feb becomes 28 Feb). */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
