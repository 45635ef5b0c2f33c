// The personnummer as the user types and reads it. It is shown ååååmmdd-nnnn (SPEC §9), and
// read the way a person obviously means it: 12 or 10 digits, with or without the hyphen,
// with spaces around or inside, and with + for someone 100 or older (issue 36 item 20).
import { svenskTid } from './svensk-tid';

const FORMAT = /^(\d{8})-(\d{4})$/;
/** 12 digits, the hyphen optional. */
const TOLV = /^(\d{8})-?(\d{4})$/;
/** 10 digits (ååmmdd nnnn): the hyphen optional, or + for 100 years or more. */
const TIO = /^(\d{6})([-+]?)(\d{4})$/;

/** True when the text is exactly in the form ååååmmdd-nnnn. */
export function arPersonnummerFormat(text: string): boolean {
  return FORMAT.test(text.trim());
}

/** 12 digits written as ååååmmdd-nnnn; other input is returned unchanged. */
export function formateraPersonnummer(id: string): string {
  const digits = id.replace(/-/g, '');
  if (!/^\d{12}$/.test(digits)) {
    return id;
  }
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}

/**
 * A day as ååååmmdd, from a moment or an ISO date: its Swedish day. An ISO date is midnight
 * UTC, the same day in Sweden, so one path serves both (a branch for strings was a second
 * way to the same answer that no test could tell apart, issue 37).
 */
function dagSomSiffror(dag: Date | string): string {
  return svenskTid(dag).replace(/-/g, '');
}

/**
 * The century of a 10-digit number: the latest one in which the birth day (a samordnings-
 * nummer's day less 60) is not after today; a + means a hundred years earlier still.
 */
function medSekel(aammdd: string, plus: boolean, idag: Date | string): string {
  const dag = dagSomSiffror(idag);
  const ar = Number(dag.slice(0, 4));
  const dd = Number(aammdd.slice(4, 6));
  const fodd = `${aammdd.slice(2, 4)}${String(dd > 60 ? dd - 60 : dd).padStart(2, '0')}`;
  let sekel = Math.floor(ar / 100);
  if (`${sekel}${aammdd.slice(0, 2)}${fodd}` > dag) {
    sekel -= 1;
  }
  if (plus) {
    sekel -= 1;
  }
  return `${sekel}${aammdd}`;
}

/**
 * The 12 digits of a personnummer as typed, or undefined when it is not one: ååååmmdd-nnnn,
 * ååååmmddnnnn, ååmmdd-nnnn, ååmmddnnnn or ååmmdd+nnnn, spaces anywhere ignored. The
 * century of a 10-digit number is decided at `idag` (today when not given).
 */
export function tolkaPersonnummer(
  text: string,
  idag: Date | string = new Date(),
): string | undefined {
  const typat = text.replace(/\s/g, '');
  const tolv = TOLV.exec(typat);
  if (tolv) {
    return `${tolv[1]}${tolv[2]}`;
  }
  const tio = TIO.exec(typat);
  if (!tio?.[1] || !tio[3]) {
    return undefined;
  }
  return `${medSekel(tio[1], tio[2] === '+', idag)}${tio[3]}`;
}
