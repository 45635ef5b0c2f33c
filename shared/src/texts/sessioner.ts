import { svenskTid } from '../domain/svensk-tid';
import { inloggningsmetoder } from './shell';

/** The signed-in person's own sessions (issue 38): seen and ended on /inloggningar. */
export const sessionTexter = {
  saknas: 'Sessionen finns inte eller har redan avslutats.',
  rubrik: 'Mina inloggningar',
  ingress:
    'Här ser du var du är inloggad i Fullmakt med e-legitimation just nu. Känner du inte igen en inloggning, avsluta den.',
  hamtar: 'Hämtar dina inloggningar …',
  fel: 'Dina inloggningar kunde inte hämtas. Försök igen senare.',
  lista: 'Inloggningar',
  denna: 'Den här webbläsaren',
  annan: 'En annan webbläsare',
  inloggad: (iso: string, idp: string) =>
    `Inloggad ${svenskTid(iso, 'tidpunkt')} med ${inloggningsmetoder.find((m) => m.idp === idp)?.namn ?? idp}`,
  upphor: (iso: string) => `Upphör senast ${svenskTid(iso, 'tidpunkt')}`,
  avsluta: 'Avsluta inloggningen',
  avslutad: 'Inloggningen är avslutad.',
  inteAvslutad: 'Inloggningen kunde inte avslutas. Försök igen.',
  ingaAndra: 'Du är inte inloggad någon annanstans.',
} as const;
