// The organisation's grantor flow (SPEC §2): role Organisation, with the signatory step;
// without a chosen organisation the user goes to the engagement list.
import { skapaFlode } from '@fullmakt/shared/flode';

export const ENGAGEMANG_VAG = '/organisation/engagemang';

export const organisationFlode = skapaFlode({
  appMode: 'ORGANISATION',
  roll: 'Organisation',
  bas: '/organisation/fullmaktsgivare',
  utanGivare: ENGAGEMANG_VAG,
});
