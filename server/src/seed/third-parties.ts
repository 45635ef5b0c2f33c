import {
  DELA_VIDARE_BEHORIGHET_KOD,
  type Atgard,
  type FullmaktsgivarRoll,
} from '@fullmakt/shared/domain';

/** Template states. Only PUBLICERAD can be used; each other one has its own §8 code. */
export const mallStatus = ['PUBLICERAD', 'SPARRAD', 'AVPUBLICERAD', 'UTKAST', 'OGILTIG'] as const;
export type MallStatus = (typeof mallStatus)[number];

export interface SeedMall {
  id: string;
  rubrik: string;
  beskrivning: string;
  status: MallStatus;
  roller: FullmaktsgivarRoll[];
  transportfullmakt: boolean;
  behorigheter: { kod: string; rubrik: string; beskrivning: string; obligatorisk?: boolean }[];
}

export interface SeedTredjeman {
  id: string;
  namn: string;
  typ: 'myndighet' | 'kommun';
  /** What a caller in each app mode may do with this third party. */
  behorigheter: { PRIVAT: Atgard[]; ORGANISATION: Atgard[] };
  mallar: SeedMall[];
}

const allt: Atgard[] = ['skapa', 'visa', 'foretrada', 'aterkalla'];
const delaVidare = {
  kod: DELA_VIDARE_BEHORIGHET_KOD,
  rubrik: 'Dela fullmakten vidare',
  beskrivning: 'Fullmaktshavaren får dela fullmakten vidare till någon annan.',
};

export const seedTredjeman: readonly SeedTredjeman[] = [
  {
    id: '2021001231',
    namn: 'Fordonsverket',
    typ: 'myndighet',
    behorigheter: { PRIVAT: allt, ORGANISATION: allt },
    mallar: [
      {
        id: 'fordon-arenden',
        rubrik: 'Ärenden om fordon',
        beskrivning: 'Fullmakt att sköta ärenden om fordon hos Fordonsverket.',
        status: 'PUBLICERAD',
        roller: ['Privat', 'Organisation'],
        transportfullmakt: true,
        behorigheter: [
          {
            kod: 'fordon.se',
            rubrik: 'Se uppgifter om fordon',
            beskrivning: 'Läsa uppgifter om fordon som fullmaktsgivaren äger.',
            obligatorisk: true,
          },
          {
            kod: 'fordon.agarbyte',
            rubrik: 'Anmäla ägarbyte',
            beskrivning: 'Anmäla ägarbyte på fordon.',
          },
          {
            kod: 'fordon.avstallning',
            rubrik: 'Ställa av och på fordon',
            beskrivning: 'Ställa av eller ställa på fordon i trafik.',
          },
          delaVidare,
        ],
      },
      {
        id: 'fordon-besiktning',
        rubrik: 'Besiktningsärenden',
        beskrivning: 'Boka och omboka besiktning.',
        status: 'SPARRAD',
        roller: ['Privat', 'Organisation'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'besiktning.boka',
            rubrik: 'Boka besiktning',
            beskrivning: 'Boka, omboka och avboka besiktning.',
          },
        ],
      },
    ],
  },
  {
    id: '2021002346',
    namn: 'Pensionsverket',
    typ: 'myndighet',
    behorigheter: { PRIVAT: allt, ORGANISATION: ['visa'] },
    mallar: [
      {
        id: 'pension-arenden',
        rubrik: 'Pensionsärenden',
        beskrivning: 'Fullmakt att sköta pensionsärenden.',
        status: 'PUBLICERAD',
        roller: ['Privat'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'pension.se',
            rubrik: 'Se pensionsuppgifter',
            beskrivning: 'Läsa uppgifter om intjänad pension.',
            obligatorisk: true,
          },
          {
            kod: 'pension.ansoka',
            rubrik: 'Ansöka om pension',
            beskrivning: 'Ansöka om ålderspension och ändra uttag.',
          },
        ],
      },
      {
        id: 'pension-gammal',
        rubrik: 'Pensionsärenden (äldre version)',
        beskrivning: 'Ersatt av en nyare mall.',
        status: 'AVPUBLICERAD',
        roller: ['Privat'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'pension.se',
            rubrik: 'Se pensionsuppgifter',
            beskrivning: 'Läsa uppgifter om intjänad pension.',
          },
        ],
      },
    ],
  },
  {
    id: '2021003450',
    namn: 'Tillståndsmyndigheten',
    typ: 'myndighet',
    behorigheter: { PRIVAT: ['visa'], ORGANISATION: allt },
    mallar: [
      {
        id: 'tillstand-ansokan',
        rubrik: 'Tillståndsansökningar',
        beskrivning: 'Söka och förnya tillstånd för verksamheten.',
        status: 'PUBLICERAD',
        roller: ['Organisation'],
        transportfullmakt: true,
        behorigheter: [
          {
            kod: 'tillstand.ansoka',
            rubrik: 'Ansöka om tillstånd',
            beskrivning: 'Lämna in ansökningar om tillstånd.',
            obligatorisk: true,
          },
          {
            kod: 'tillstand.komplettera',
            rubrik: 'Komplettera ärenden',
            beskrivning: 'Lämna kompletteringar i pågående ärenden.',
            obligatorisk: true,
          },
          {
            kod: 'tillstand.avgift',
            rubrik: 'Betala avgifter',
            beskrivning: 'Se och betala avgifter.',
          },
          delaVidare,
        ],
      },
      {
        id: 'tillstand-ny',
        rubrik: 'Miljötillstånd',
        beskrivning: 'Mallen är under arbete.',
        status: 'UTKAST',
        roller: ['Organisation'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'miljo.ansoka',
            rubrik: 'Ansöka om miljötillstånd',
            beskrivning: 'Lämna in ansökningar.',
          },
        ],
      },
      {
        id: 'tillstand-trasig',
        rubrik: 'Serveringstillstånd',
        beskrivning: 'Mallen har ett fel och kan inte användas.',
        status: 'OGILTIG',
        roller: ['Organisation'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'servering.ansoka',
            rubrik: 'Ansöka om serveringstillstånd',
            beskrivning: 'Lämna in ansökningar.',
          },
        ],
      },
    ],
  },
  {
    id: '2120000126',
    namn: 'Norrviks kommun',
    typ: 'kommun',
    behorigheter: { PRIVAT: allt, ORGANISATION: allt },
    mallar: [
      {
        id: 'norrvik-bygglov',
        rubrik: 'Bygglov och anmälan',
        beskrivning: 'Söka bygglov och göra anmälningar om byggåtgärder.',
        status: 'PUBLICERAD',
        roller: ['Privat', 'Organisation'],
        transportfullmakt: true,
        behorigheter: [
          {
            kod: 'bygglov.ansoka',
            rubrik: 'Ansöka om bygglov',
            beskrivning: 'Lämna in ansökan om bygglov.',
          },
          {
            kod: 'bygglov.anmalan',
            rubrik: 'Göra anmälan',
            beskrivning: 'Anmäla byggåtgärder som inte kräver lov.',
          },
          delaVidare,
        ],
      },
      {
        id: 'norrvik-skolskjuts',
        rubrik: 'Skolskjuts',
        beskrivning: 'Ansöka om skolskjuts.',
        status: 'PUBLICERAD',
        roller: ['Privat'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'skolskjuts.ansoka',
            rubrik: 'Ansöka om skolskjuts',
            beskrivning: 'Ansöka och ändra skolskjuts.',
            obligatorisk: true,
          },
        ],
      },
    ],
  },
  {
    id: '2120000134',
    namn: 'Sjöstads kommun',
    typ: 'kommun',
    behorigheter: { PRIVAT: allt, ORGANISATION: allt },
    mallar: [
      {
        id: 'sjostad-avfall',
        rubrik: 'Avfall, vatten och avlopp',
        beskrivning: 'Ärenden om avfallshämtning och VA-abonnemang.',
        status: 'PUBLICERAD',
        roller: ['Privat', 'Organisation'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'avfall.abonnemang',
            rubrik: 'Ändra abonnemang',
            beskrivning: 'Ändra avfalls- och VA-abonnemang.',
            obligatorisk: true,
          },
          {
            kod: 'avfall.faktura',
            rubrik: 'Se fakturor',
            beskrivning: 'Se och fråga om fakturor.',
          },
        ],
      },
    ],
  },
  {
    id: '2120000142',
    namn: 'Östra Dalby kommun',
    typ: 'kommun',
    // Visible but not open for new powers: the create right is missing.
    behorigheter: { PRIVAT: ['visa'], ORGANISATION: ['visa'] },
    mallar: [
      {
        id: 'dalby-parkering',
        rubrik: 'Parkeringstillstånd',
        beskrivning: 'Ansöka om parkeringstillstånd.',
        status: 'PUBLICERAD',
        roller: ['Privat', 'Organisation'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'parkering.ansoka',
            rubrik: 'Ansöka om parkeringstillstånd',
            beskrivning: 'Ansöka och förnya.',
          },
        ],
      },
    ],
  },
  {
    id: '2120000159',
    namn: 'Bergsviks kommun',
    typ: 'kommun',
    behorigheter: { PRIVAT: allt, ORGANISATION: [] },
    mallar: [
      {
        id: 'bergsvik-hemtjanst',
        rubrik: 'Hemtjänst och omsorg',
        beskrivning: 'Ärenden om hemtjänst.',
        status: 'PUBLICERAD',
        roller: ['Privat'],
        transportfullmakt: false,
        behorigheter: [
          {
            kod: 'hemtjanst.ansoka',
            rubrik: 'Ansöka om hemtjänst',
            beskrivning: 'Ansöka och ändra insatser.',
            obligatorisk: true,
          },
          { kod: 'hemtjanst.avgift', rubrik: 'Se avgifter', beskrivning: 'Se beslut om avgifter.' },
        ],
      },
    ],
  },
];

export const tredjemanId = {
  fordonsverket: '2021001231',
  pensionsverket: '2021002346',
  tillstand: '2021003450',
  norrvik: '2120000126',
  sjostad: '2120000134',
  ostraDalby: '2120000142',
  bergsvik: '2120000159',
} as const;
