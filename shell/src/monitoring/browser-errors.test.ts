import {
  forgetSentReports,
  listenForBrowserErrors,
  reportRemoteCrashed,
  reportRemoteLoaded,
  reportRemoteLoadFailure,
} from './browser-errors';
import { useRemoteStatusStore } from '../remotes/remote-status-store';
import { rememberReleases } from './remote-releases';

const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);

async function sentReports(): Promise<Record<string, unknown>[]> {
  return Promise.all(
    beacon.mock.calls.map(
      async ([url, data]) =>
        ({ url, ...(JSON.parse(await data.text()) as object) }) as Record<string, unknown>,
    ),
  );
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  listenForBrowserErrors();
});
beforeEach(() => {
  beacon.mockClear();
  forgetSentReports();
  window.history.replaceState(null, '', '/privat/fullmaktsgivare/fullmakt?id=f1#x');
});

describe('errors in the browser are reported to the server', () => {
  it('an uncaught error, with the page by its path only', async () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x är undefined'),
        message: 'Uncaught TypeError: x är undefined',
        filename: 'http://localhost:3000/static/js/main.js',
        lineno: 3,
        colno: 14,
      }),
    );
    expect(await sentReports()).toEqual([
      {
        url: '/rapport/webbfel',
        typ: 'fel',
        meddelande: 'TypeError: x är undefined',
        kalla: 'http://localhost:3000/static/js/main.js',
        rad: 3,
        kolumn: 14,
        sida: '/privat/fullmaktsgivare/fullmakt',
      },
    ]);
  });

  it('a rejected promise nobody handled, and a CSP violation', async () => {
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('nätverket borta') });
    window.dispatchEvent(rejection);
    const violation = new Event('securitypolicyviolation');
    Object.assign(violation, {
      violatedDirective: 'script-src-elem',
      effectiveDirective: 'script-src-elem',
      blockedURI: 'https://cdn.example.com/x.js',
    });
    document.dispatchEvent(violation);
    expect(await sentReports()).toMatchObject([
      { typ: 'avvisat-lofte', meddelande: 'Error: nätverket borta' },
      {
        typ: 'csp',
        meddelande: 'script-src-elem',
        direktiv: 'script-src-elem',
        kalla: 'https://cdn.example.com/x.js',
      },
    ]);
  });

  it('a remote that did not load', async () => {
    reportRemoteLoadFailure('mfe_ombud', new Error('Loading script failed'));
    expect(await sentReports()).toMatchObject([
      { typ: 'fjarrmodul', fjarrmodul: 'mfe_ombud', meddelande: 'Error: Loading script failed' },
    ]);
  });

  it('names the release of the remote the page loaded: loads, load failures and errors (issue 29)', async () => {
    rememberReleases({
      remotes: {
        mfe_ombud: '/releases/mfe-ombud/1.4.0-c/mf-manifest.json',
        mfe_privat: '/mfe/privat/mf-manifest.json',
      },
    });
    // The page's remote, by the prefixes the deployment gave.
    useRemoteStatusStore.getState().setDeployment({ mfe_privat: ['/privat'] });
    reportRemoteLoaded('mfe_ombud');
    reportRemoteCrashed('mfe_ombud', new TypeError('trasig'));
    reportRemoteLoadFailure('mfe_ombud', new Error('borta'));
    // An uncaught error on a page of a loaded remote is counted against that remote.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('okänd'), message: 'okänd' }));
    expect(await sentReports()).toMatchObject([
      { typ: 'laddad', fjarrmodul: 'mfe_ombud', version: '1.4.0-c' },
      { typ: 'fel', fjarrmodul: 'mfe_ombud', version: '1.4.0-c', meddelande: 'TypeError: trasig' },
      { typ: 'fjarrmodul', fjarrmodul: 'mfe_ombud', version: '1.4.0-c' },
      { typ: 'fel', fjarrmodul: 'mfe_privat', version: 'privat', meddelande: 'Error: okänd' },
    ]);
    rememberReleases({ remotes: {} });
    useRemoteStatusStore.getState().setDeployment('unread');
  });

  it('each error once, and at most ten a page, so a loop cannot flood the server', () => {
    for (let i = 0; i < 3; i += 1) {
      reportRemoteLoadFailure('mfe_ombud', new Error('samma'));
    }
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i += 1) {
      reportRemoteLoadFailure('mfe_ombud', new Error(`fel ${i}`));
    }
    expect(beacon).toHaveBeenCalledTimes(10);
  });
});
