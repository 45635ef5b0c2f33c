// Swedish time: how a moment is shown and what today is. No classic zod: the texts use it,
// and they are part of the first view.
import { aktivtSprak } from '../i18n/aktivt-sprak';
import { sprakTagg, type Sprak } from '../i18n/sprak';
import { tidpunktIOrd } from '../texts/tid';

/** Every date and time a user sees is Swedish time, whatever the browser's or server's zone. */
const svenskTidszon = 'Europe/Stockholm';

/**
 * A Swedish-time formatter made on first use, not when the module loads: creating an Intl
 * formatter with a time zone costs milliseconds of the start-up every page waits for, and a
 * public page formats no date.
 */
function vidForstaBruk(
  options: Intl.DateTimeFormatOptions,
): (sprak?: Sprak) => Intl.DateTimeFormat {
  const format = new Map<Sprak, Intl.DateTimeFormat>();
  return (sprak = 'sv') => {
    let f = format.get(sprak);
    if (f === undefined) {
      f = new Intl.DateTimeFormat(sprakTagg[sprak], { timeZone: svenskTidszon, ...options });
      format.set(sprak, f);
    }
    return f;
  };
}

const dagFormatet = vidForstaBruk({ year: 'numeric', month: '2-digit', day: '2-digit' });
const tidpunktFormatet = vidForstaBruk({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * How a moment is shown to a user, in Swedish time (Europe/Stockholm, summer time included):
 * `dag` is its Swedish calendar day, yyyy-mm-dd ("2026-01-16"); `tidpunkt` is day and time in
 * words ("16 januari 2026 kl. 00.30"; on an English page "16 January 2026 at 00:30"),
 * `datum` the day alone in words ("16 januari 2026"); the day stays yyyy-mm-dd in every
 * language. The one formatter of times for the browser (a power's
 * signature, its history) and the server (what it checks as today, e-mails, its own pages):
 * a moment cut as UTC text (`iso.slice(0, 10)`) shows the day before for anything signed
 * between midnight and 01:00 (02:00 in summer) Swedish time.
 */
export function svenskTid(
  moment: Date | string,
  form: 'dag' | 'datum' | 'tidpunkt' = 'dag',
): string {
  const datum = typeof moment === 'string' ? new Date(moment) : moment;
  if (form === 'dag') {
    return dagFormatet().format(datum);
  }
  const delar = Object.fromEntries(
    tidpunktFormatet(aktivtSprak())
      .formatToParts(datum)
      .map((del) => [del.type, del.value]),
  );
  const dagen = `${delar.day} ${delar.month} ${delar.year}`;
  return form === 'datum' ? dagen : tidpunktIOrd(dagen, delar.hour ?? '', delar.minute ?? '');
}

/**
 * The Swedish calendar day of a moment, yyyy-mm-dd: validity is a Swedish matter, not UTC.
 * One function for the browser (the earliest start a step offers) and the server (the
 * bound it checks), so both agree on what today is.
 */
export function idag(nu: Date = new Date()): string {
  return svenskTid(nu, 'dag');
}
