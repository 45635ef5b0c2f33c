/**
 * Where the browser goes for the e-ID signing: a full page load to the server's signing
 * service, which brings the user back to the shell's /underskrift/resultat. An object of
 * its own so that tests can watch the call instead of leaving the page.
 */
export const skickaTillUnderskrift = {
  till: (url: string): void => {
    window.location.assign(url);
  },
};
