// The holder's flows (SPEC §2): the same share steps under both roles, with the holder's
// overview as the place every failed prerequisite goes back to. An organisation holder is
// the organisation chosen on /organisation or /organisation/engagemang (the wizard store's
// principal); without one the §2 guard sends the user to the holder's overview ("to the
// ombud overview on an ombud path"), which asks for the organisation.
import { delaFlode } from '@fullmakt/shared/flode';
import type { Flode } from '@fullmakt/shared/flode';

export const privatOmbudFlode: Flode = delaFlode({
  appMode: 'PRIVAT',
  roll: 'Privat',
  bas: '/privat/ombud',
});

export const organisationOmbudFlode: Flode = delaFlode({
  appMode: 'ORGANISATION',
  roll: 'Organisation',
  bas: '/organisation/ombud',
});
