// The private grantor's flow (SPEC §2): role Privat, no signatory step, the principal is
// always the signed-in person, chosen on /privat and defaulted on the overview.
import { skapaFlode } from '@fullmakt/shared/flode';

export const privatFlode = skapaFlode({
  appMode: 'PRIVAT',
  roll: 'Privat',
  bas: '/privat/fullmaktsgivare',
});
