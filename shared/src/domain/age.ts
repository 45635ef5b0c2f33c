// Age of a person at a given date, from the birth date inside the personnummer.
// Computed on calendar parts (no Date arithmetic) so that time zones cannot shift a birthday.

interface Kalenderdag {
  year: number;
  month: number;
  day: number;
}

/** The birth date of a 12-digit pnr or samnr (samnr day minus 60). */
export function fodelsedag(id: string): Kalenderdag | undefined {
  if (!/^\d{12}/.test(id)) {
    return undefined;
  }
  const year = Number(id.slice(0, 4));
  const month = Number(id.slice(4, 6));
  let day = Number(id.slice(6, 8));
  if (day > 60) {
    day -= 60;
  }
  return { year, month, day };
}

function kalenderdag(at: Date | string): Kalenderdag {
  if (typeof at === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(at);
    if (!m) {
      throw new Error(`Ogiltigt datum: ${at}`);
    }
    return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
}

/**
 * Whole years between birth and `at` (a Date in local time, or an ISO date string).
 * The birthday counts from its own day: someone born on the 10th is a year older on the 10th.
 */
export function alderVid(id: string, at: Date | string): number {
  const born = fodelsedag(id.replace(/-/g, ''));
  if (!born) {
    throw new Error(`Inget födelsedatum i ${id}`);
  }
  const now = kalenderdag(at);
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

/** True when the person is at least `minAge` at `at`. */
export function arMyndig(id: string, at: Date | string, minAge = 18): boolean {
  return alderVid(id, at) >= minAge;
}
