// Texts of the shell: header, sign-in, maintenance, the sekretess page and the signing
// result. Plain data; the shell is the only user.
import type { AppMode } from '../domain/app-mode';

export const sidhuvudTexter = {
  kontakt: 'Kontakta oss',
  loggaIn: 'Logga in',
  loggaUt: 'Logga ut',
  minaInloggningar: 'Mina inloggningar',
  inloggadSom: (namn: string) => `Inloggad som ${namn}`,
  tillStartsidan: ', till startsidan',
  genvagar: 'Genvägar',
} as const;

export const loginSidTexter = {
  rubrik: 'Logga in',
  ingress: 'Välj hur du vill legitimera dig. Du loggar in med din e-legitimation.',
  metoder: 'Välj e-legitimation',
  felRubrik: 'Inloggningen misslyckades',
  tekniskInformation: (meddelande: string) => `Teknisk information: ${meddelande}`,
  behandlar: 'Loggar in …',
  avstangdRubrik: 'Inloggningen är avstängd',
  omdirigerar: 'Du skickas vidare till inloggningen …',
} as const;

/** The e-ID methods in the order of SPEC §1, with the `idp` the server knows them by. */
export const inloggningsmetoder: readonly { idp: string; namn: string }[] = [
  { idp: 'mobilt-bankid', namn: 'Mobilt BankID' },
  { idp: 'bankid', namn: 'BankID' },
  { idp: 'telia', namn: 'Telia' },
  { idp: 'freja', namn: 'Freja+' },
  { idp: 'foreign-eid', namn: 'Foreign eID' },
  { idp: 'bankid-mock', namn: 'BankID Mock' },
];

export const driftTexter = {
  rubrik: 'Driftinformation',
} as const;

export const sekretessTexter = {
  rubrik: 'Du kan inte använda tjänsten som privatperson',
  text: 'Du har skyddade personuppgifter. Därför kan du inte skapa eller hantera fullmakter som privatperson här. Kontakta myndigheten om du behöver hjälp med en fullmakt.',
  foretag: 'Gå till tjänsten för företag',
} as const;

export const underskriftResultatTexter = {
  rubrikKlar: 'Fullmakten är underskriven',
  rubrikDelvis: 'Din underskrift är klar',
  klarText: 'Alla har skrivit under. Fullmakten är skickad till tredje man.',
  delvisText: 'Fullmakten väntar på fler underskrifter innan den skickas till tredje man.',
  hamtar: 'Hämtar resultatet av underskriften …',
  problemRubrik: 'Problem vid underskrift',
  tillFullmakter: 'Till dina fullmakter',
  visaFullmakten: 'Visa fullmakten',
} as const;

/** Breadcrumb labels per role (SPEC §2), chosen by the lower-cased current role. */
export type RollNyckel = Lowercase<AppMode>;

export const brodsmulorPerRoll: Record<RollNyckel, Readonly<Record<string, string>>> = {
  privat: {
    privat: 'Privat',
    fullmaktsgivare: 'Fullmakter du har gett',
    ombud: 'Fullmakter du har fått',
    fullmakt: 'Fullmakt',
    utkast: 'Utkast',
    skapa: 'Skapa fullmakt',
    mallar: 'Mall',
    giltighet: 'Giltighet',
    behorighet: 'Behörighet',
    underskrift: 'Underskrift',
    dela: 'Dela vidare',
  },
  organisation: {
    organisation: 'Företag',
    engagemang: 'Dina organisationer',
    fullmaktsgivare: 'Fullmakter företaget har gett',
    ombud: 'Fullmakter företaget har fått',
    fullmakt: 'Fullmakt',
    utkast: 'Utkast',
    skapa: 'Skapa fullmakt',
    mallar: 'Mall',
    giltighet: 'Giltighet',
    behorighet: 'Behörighet',
    signering: 'Signering',
    underskrift: 'Underskrift',
    dela: 'Dela vidare',
  },
};

/** The footer's static links under its three headings, and who administers the service. */
export const sidfotLankar = {
  omWebbsidan: [
    { to: '/info/tillganglighet', label: 'Tillgänglighet' },
    { to: '/info/kakor', label: 'Kakor' },
    { to: '/info/personuppgifter', label: 'Personuppgifter' },
  ],
  omWebbplatsen: [
    { to: '/info/om-oss', label: 'Om oss' },
    { to: '/info/nyheter', label: 'Nyheter' },
    { to: '/info/kontakta-oss', label: 'Kontakta oss' },
  ],
  omTjansten: [
    { to: '/info/fungerar', label: 'Så fungerar det' },
    { to: '/info/fragor-och-svar', label: 'Frågor och svar' },
    { to: '/info/anslutna-parter', label: 'Anslutna parter' },
    { to: '/info/anslut', label: 'Anslut till tjänsten' },
    { to: '/info/varfor-ansluta', label: 'Varför ansluta?' },
    { to: '/info/utvecklare', label: 'För utvecklare' },
  ],
  forvaltare: 'Fullmakt förvaltas av Myndigheten för digitala fullmakter.',
} as const;
