import { WEBBFEL_PATH, type RemoteName } from '@fullmakt/shared/first-view';
import { remoteOwningNow } from '../remotes/remote-status-store';
import { releaseOf } from './remote-releases';

/** What the server takes (server/src/routes/browser-error-routes.ts). */
export interface BrowserErrorReport {
  /** `laddad` is no error: a remote that loaded, counted per release by the server. */
  typ: 'fel' | 'avvisat-lofte' | 'fjarrmodul' | 'csp' | 'laddad';
  meddelande: string;
  kalla?: string;
  rad?: number;
  kolumn?: number;
  fjarrmodul?: string;
  /** The remote's release (its manifest URL's version): set here from what the page loaded. */
  version?: string;
  direktiv?: string;
}

/**
 * The remote a report is about: the one it names, or for an error without one the remote
 * that owns the page, once its code is loaded. With the release the page was given.
 */
function withRelease(report: BrowserErrorReport): BrowserErrorReport {
  const named = report.fjarrmodul as RemoteName | undefined;
  const remote =
    named ?? (report.typ === 'csp' ? undefined : remoteOwningNow(window.location.pathname));
  const version = remote ? releaseOf(remote) : undefined;
  if (!remote || (named === undefined && version === undefined)) {
    return report;
  }
  return { ...report, fjarrmodul: remote, ...(version === undefined ? {} : { version }) };
}

/** A page sends at most this many reports, each kind of error once: a loop cannot flood. */
const maxReportsPerPage = 10;

const sent = new Set<string>();

/** Short enough for the server's limits (it cuts and masks again: the browser is not trusted). */
const cut = (value: string, max: number) => value.slice(0, max);

/**
 * Sends one report to the server, by beacon so it goes even while the page unloads. The
 * page is given by its path only: a query or fragment may carry an id, a code or a token.
 */
export function reportBrowserError(report: BrowserErrorReport): void {
  const key = `${report.typ}:${report.meddelande}:${report.kalla ?? ''}`;
  if (sent.has(key) || sent.size >= maxReportsPerPage) {
    return;
  }
  sent.add(key);
  const body = JSON.stringify({
    ...withRelease(report),
    meddelande: cut(report.meddelande, 1000),
    ...(report.kalla === undefined ? {} : { kalla: cut(report.kalla, 1000) }),
    sida: window.location.pathname,
  });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WEBBFEL_PATH, blob)) {
      return;
    }
    void fetch(WEBBFEL_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Reporting must never become an error of its own.
  }
}

function messageOf(reason: unknown): string {
  if (reason instanceof Error) {
    return `${reason.name}: ${reason.message}`;
  }
  return typeof reason === 'string' ? reason : 'okänt fel';
}

/** A remote whose code could not be loaded (the outlet shows its own message). */
export function reportRemoteLoadFailure(remote: string, error: unknown): void {
  reportBrowserError({ typ: 'fjarrmodul', meddelande: messageOf(error), fjarrmodul: remote });
}

/** A remote whose code loaded: counted per release, so a failure rate has its denominator. */
export function reportRemoteLoaded(remote: RemoteName): void {
  reportBrowserError({ typ: 'laddad', meddelande: remote, fjarrmodul: remote });
}

/** A remote's route that threw while rendering or loading (its error boundary caught it). */
export function reportRemoteCrashed(remote: RemoteName, error: unknown): void {
  reportBrowserError({ typ: 'fel', meddelande: messageOf(error), fjarrmodul: remote });
}

/**
 * Listens for what nobody caught on the page: uncaught errors, rejected promises nobody
 * handled, and Content-Security-Policy violations. Installed once, first thing at start.
 */
export function listenForBrowserErrors(target: Window = window): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    reportBrowserError({
      typ: 'fel',
      meddelande: event.error === undefined ? event.message : messageOf(event.error),
      ...(event.filename ? { kalla: event.filename, rad: event.lineno, kolumn: event.colno } : {}),
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportBrowserError({ typ: 'avvisat-lofte', meddelande: messageOf(event.reason) });
  });
  target.document.addEventListener('securitypolicyviolation', (event) => {
    reportBrowserError({
      typ: 'csp',
      meddelande: event.violatedDirective,
      direktiv: event.effectiveDirective,
      kalla: event.blockedURI,
    });
  });
}

/** Tests start each from a page that has sent nothing. */
export function forgetSentReports(): void {
  sent.clear();
}
