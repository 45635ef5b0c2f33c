// Swedish time: how a moment is shown and what today is. No zod: the texts use it, and they
// are part of the first view.

/** Every date and time a user sees is Swedish time, whatever the browser's or server's zone. */
const svenskTidszon = 'Europe/Stockholm';

/**
 * A Swedish-time formatter made on first use, not when the module loads: creating an Intl
 * formatter with a time zone costs milliseconds of the start-up every page waits for, and a
 * public page formats no date.
 */
function vidForstaBruk(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () =>
    (format ??= new Intl.DateTimeFormat('sv-SE', { timeZone: svenskTidszon, ...options }));
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
 * words ("16 januari 2026 kl. 00.30"), `datum` the day alone in words ("16 januari 2026"). The one formatter of times for the browser (a power's
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
    tidpunktFormatet()
      .formatToParts(datum)
      .map((del) => [del.type, del.value]),
  );
  const dagen = `${delar.day} ${delar.month} ${delar.year}`;
  return form === 'datum' ? dagen : `${dagen} kl. ${delar.hour}.${delar.minute}`;
}

/**
 * The Swedish calendar day of a moment, yyyy-mm-dd: validity is a Swedish matter, not UTC.
 * One function for the browser (the earliest start a step offers) and the server (the
 * bound it checks), so both agree on what today is.
 */
export function idag(nu: Date = new Date()): string {
  return svenskTid(nu, 'dag');
}
