import { svenskTid } from '../domain/svensk-tid';
import { medTexter, texter } from '../i18n/texter';
import { inloggningsmetoder } from './shell';

const sessioner = texter('sessioner.session', {
  saknas: 'Sessionen finns inte eller har redan avslutats.',
  rubrik: 'Mina inloggningar',
  ingress:
    'Här ser du var du är inloggad i Fullmakt med e-legitimation just nu. Känner du inte igen en inloggning, avsluta den.',
  hamtar: 'Hämtar dina inloggningar …',
  fel: 'Dina inloggningar kunde inte hämtas. Försök igen senare.',
  lista: 'Inloggningar',
  denna: 'Den här webbläsaren',
  annan: 'En annan webbläsare',
  /** The time as words ("23 november 2026 kl. 10.14") and the e-ID method's name. */
  inloggad: (tidpunkt: string, metod: string) => `Inloggad ${tidpunkt} med ${metod}`,
  upphor: (tidpunkt: string) => `Upphör senast ${tidpunkt}`,
  avsluta: 'Avsluta inloggningen',
  avslutad: 'Inloggningen är avslutad.',
  inteAvslutad: 'Inloggningen kunde inte avslutas. Försök igen.',
  ingaAndra: 'Du är inte inloggad någon annanstans.',
});

/** The signed-in person's own sessions (issue 38): seen and ended on /inloggningar. */
export const sessionTexter = medTexter(sessioner, {
  inloggad: (iso: string, idp: string): string =>
    sessioner.inloggad(
      svenskTid(iso, 'tidpunkt'),
      inloggningsmetoder.find((m) => m.idp === idp)?.namn ?? idp,
    ),
  upphor: (iso: string): string => sessioner.upphor(svenskTid(iso, 'tidpunkt')),
});
