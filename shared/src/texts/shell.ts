// Texts of the shell: header, sign-in, maintenance, the sekretess page and the signing
// result. Plain data; the shell is the only user.
import type { AppMode } from '../domain/app-mode';
import { texter } from '../i18n/texter';

export const sidhuvudTexter = texter('shell.sidhuvud', {
  kontakt: 'Kontakta oss',
  loggaIn: 'Logga in',
  loggaUt: 'Logga ut',
  minaInloggningar: 'Mina inloggningar',
  inloggadSom: (namn: string) => `Inloggad som ${namn}`,
  tillStartsidan: ', till startsidan',
  genvagar: 'Genvägar',
});

export const loginSidTexter = texter('shell.login', {
  rubrik: 'Logga in',
  ingress: 'Välj hur du vill legitimera dig. Du loggar in med din e-legitimation.',
  metoder: 'Välj e-legitimation',
  felRubrik: 'Inloggningen misslyckades',
  tekniskInformation: (meddelande: string) => `Teknisk information: ${meddelande}`,
  behandlar: 'Loggar in …',
  avstangdRubrik: 'Inloggningen är avstängd',
  omdirigerar: 'Du skickas vidare till inloggningen …',
});

const metodnamn = texter('shell.inloggningsmetod', {
  mobiltBankid: 'Mobilt BankID',
  bankid: 'BankID',
  telia: 'Telia',
  freja: 'Freja+',
  foreignEid: 'Foreign eID',
  bankidMock: 'BankID Mock',
});

/** An e-ID method: the `idp` the server knows it by, its name in the reader's language. */
export interface Inloggningsmetod {
  readonly idp: string;
  readonly namn: string;
}

function metod(idp: string, namn: keyof typeof metodnamn): Inloggningsmetod {
  return {
    idp,
    get namn() {
      return metodnamn[namn];
    },
  };
}

/** The e-ID methods in the order of SPEC §1, with the `idp` the server knows them by. */
export const inloggningsmetoder: readonly Inloggningsmetod[] = [
  metod('mobilt-bankid', 'mobiltBankid'),
  metod('bankid', 'bankid'),
  metod('telia', 'telia'),
  metod('freja', 'freja'),
  metod('foreign-eid', 'foreignEid'),
  metod('bankid-mock', 'bankidMock'),
];

/** The titles of the shell's own pages (the tab's title and the breadcrumb's last step). */
export const sidtitelTexter = texter('shell.sidtitel', {
  fel: 'Fel',
  login: 'Logga in',
  sekretess: 'Skyddade personuppgifter',
  underskriftResultat: 'Resultat av underskrift',
  underskriftProblem: 'Problem vid underskrift',
  inloggningar: 'Mina inloggningar',
  komponenter: 'Komponenter',
});

export const driftTexter = texter('shell.drift', {
  rubrik: 'Driftinformation',
});

export const sekretessTexter = texter('shell.sekretess', {
  rubrik: 'Du kan inte använda tjänsten som privatperson',
  text: 'Du har skyddade personuppgifter. Därför kan du inte skapa eller hantera fullmakter som privatperson här. Kontakta myndigheten om du behöver hjälp med en fullmakt.',
  foretag: 'Gå till tjänsten för företag',
});

export const underskriftResultatTexter = texter('shell.underskriftResultat', {
  rubrikKlar: 'Fullmakten är underskriven',
  rubrikDelvis: 'Din underskrift är klar',
  klarText: 'Alla har skrivit under. Fullmakten är skickad till tredje man.',
  delvisText: 'Fullmakten väntar på fler underskrifter innan den skickas till tredje man.',
  hamtar: 'Hämtar resultatet av underskriften …',
  problemRubrik: 'Problem vid underskrift',
  tillFullmakter: 'Till dina fullmakter',
  visaFullmakten: 'Visa fullmakten',
});

/** Breadcrumb labels per role (SPEC §2), chosen by the lower-cased current role. */
export type RollNyckel = Lowercase<AppMode>;

export const brodsmulorPerRoll: Record<RollNyckel, Readonly<Record<string, string>>> = {
  privat: texter('shell.brodsmulor.privat', {
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
  }),
  organisation: texter('shell.brodsmulor.organisation', {
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
  }),
};

const sidfot = texter('shell.sidfot', {
  tillganglighet: 'Tillgänglighet',
  kakor: 'Kakor',
  personuppgifter: 'Personuppgifter',
  omOss: 'Om oss',
  nyheter: 'Nyheter',
  kontaktaOss: 'Kontakta oss',
  fungerar: 'Så fungerar det',
  fragorOchSvar: 'Frågor och svar',
  anslutnaParter: 'Anslutna parter',
  anslut: 'Anslut till tjänsten',
  varforAnsluta: 'Varför ansluta?',
  utvecklare: 'För utvecklare',
  forvaltare: 'Fullmakt förvaltas av Myndigheten för digitala fullmakter.',
});

/** A footer link: its address and its label in the reader's language. */
export interface SidfotLank {
  readonly to: string;
  readonly label: string;
}

function lank(to: string, label: Exclude<keyof typeof sidfot, 'forvaltare'>): SidfotLank {
  return {
    to,
    get label() {
      return sidfot[label];
    },
  };
}

/** The footer's static links under its three headings, and who administers the service. */
export const sidfotLankar = {
  omWebbsidan: [
    lank('/info/tillganglighet', 'tillganglighet'),
    lank('/info/kakor', 'kakor'),
    lank('/info/personuppgifter', 'personuppgifter'),
  ],
  omWebbplatsen: [
    lank('/info/om-oss', 'omOss'),
    lank('/info/nyheter', 'nyheter'),
    lank('/info/kontakta-oss', 'kontaktaOss'),
  ],
  omTjansten: [
    lank('/info/fungerar', 'fungerar'),
    lank('/info/fragor-och-svar', 'fragorOchSvar'),
    lank('/info/anslutna-parter', 'anslutnaParter'),
    lank('/info/anslut', 'anslut'),
    lank('/info/varfor-ansluta', 'varforAnsluta'),
    lank('/info/utvecklare', 'utvecklare'),
  ],
  get forvaltare() {
    return sidfot.forvaltare;
  },
};
