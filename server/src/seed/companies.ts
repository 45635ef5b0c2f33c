import { REGISTER_KALLOR } from '@fullmakt/shared/domain';
import { testPerson as p } from './people';

/** The two registry sources of SPEC §9. */
export const [kallaBolag, kallaForening] = REGISTER_KALLOR;

export interface SeedForetag {
  orgnr: string;
  namn: string;
  foretagsform: string;
  kalla: string;
  /** person id → role text */
  engagemang: Record<string, string>;
  regler: SeedRegel[];
  hinder?: string;
}

export interface SeedRegel {
  id: string;
  typ: string;
  namn: string;
  rubrik: string;
  min: number;
  max?: number;
  personer: { id: string; obligatorisk?: boolean }[];
}

/** Sole trader: the organisation number is the owner's personnummer without century. */
const perSnickeri = p.per.slice(2);

const wallinOrgnr = [
  '5561000018',
  '5561000026',
  '5561000034',
  '5561000042',
  '5561000059',
  '5561000067',
  '5561000075',
  '5561000083',
  '5561000091',
  '5561000109',
  '5561000117',
  '5561000125',
];

export const seedForetag: readonly SeedForetag[] = [
  {
    orgnr: '5567123459',
    namn: 'Nordisk Byggteknik AB',
    foretagsform: 'Aktiebolag',
    kalla: kallaBolag,
    engagemang: {
      [p.anna]: 'Verkställande direktör, styrelseledamot',
      [p.erik]: 'Styrelseledamot',
      [p.maria]: 'Styrelseledamot',
      [p.lars]: 'Styrelseledamot',
    },
    regler: [
      {
        id: 'nb-styrelsen',
        typ: 'STYRELSE',
        namn: 'Styrelsen',
        rubrik: 'Minst två styrelseledamöter i förening',
        min: 2,
        max: 4,
        personer: [{ id: p.anna }, { id: p.erik }, { id: p.maria }, { id: p.lars }],
      },
      {
        id: 'nb-vd',
        typ: 'VD',
        namn: 'Verkställande direktören',
        rubrik: 'Verkställande direktören ensam',
        min: 1,
        max: 1,
        personer: [{ id: p.anna }],
      },
    ],
  },
  {
    orgnr: '7696123459',
    namn: 'Fjällbyns Ekonomiska Förening',
    foretagsform: 'Ekonomisk förening',
    kalla: kallaBolag,
    engagemang: { [p.karin]: 'Ordförande', [p.erik]: 'Ledamot', [p.birgitta]: 'Ledamot' },
    regler: [
      {
        id: 'fe-styrelsen',
        typ: 'STYRELSE',
        namn: 'Styrelsen',
        rubrik: 'Ordföranden tillsammans med en ledamot',
        min: 2,
        max: 3,
        personer: [{ id: p.karin, obligatorisk: true }, { id: p.erik }, { id: p.birgitta }],
      },
    ],
  },
  {
    orgnr: '9697123454',
    namn: 'Lindqvist & Persson Handelsbolag',
    foretagsform: 'Handelsbolag',
    kalla: kallaBolag,
    engagemang: { [p.anna]: 'Bolagsman', [p.lena]: 'Bolagsman' },
    regler: [
      {
        id: 'hb-bolagsman',
        typ: 'BOLAGSMAN',
        namn: 'Bolagsmännen',
        rubrik: 'Varje bolagsman var för sig',
        min: 1,
        max: 1,
        personer: [{ id: p.anna }, { id: p.lena }],
      },
    ],
  },
  {
    orgnr: '8025012348',
    namn: 'Föreningen Stigfinnarna',
    foretagsform: 'Ideell förening',
    kalla: kallaForening,
    engagemang: { [p.mikael]: 'Ordförande', [p.lena]: 'Kassör' },
    regler: [
      {
        id: 'if-firmatecknare',
        typ: 'FIRMATECKNARE',
        namn: 'Firmatecknarna',
        rubrik: 'Ordföranden och kassören tillsammans',
        min: 2,
        max: 2,
        personer: [
          { id: p.mikael, obligatorisk: true },
          { id: p.lena, obligatorisk: true },
        ],
      },
    ],
  },
  {
    orgnr: '5568234560',
    namn: 'Västkustens Fiske AB',
    foretagsform: 'Aktiebolag',
    kalla: kallaBolag,
    engagemang: { [p.lars]: 'Styrelseledamot', [p.mikael]: 'Styrelsesuppleant' },
    regler: [
      {
        id: 'vf-styrelsen',
        typ: 'STYRELSE',
        namn: 'Styrelsen',
        rubrik: 'Styrelsen',
        min: 1,
        max: 1,
        personer: [{ id: p.lars }],
      },
    ],
    hinder: 'likvidation',
  },
  {
    orgnr: '5569345670',
    namn: 'Gröna Dalen Konsult AB',
    foretagsform: 'Aktiebolag',
    kalla: kallaForening,
    engagemang: { [p.johan]: 'Styrelseledamot', [p.ingrid]: 'Revisor' },
    regler: [
      {
        id: 'gd-styrelsen',
        typ: 'STYRELSE',
        namn: 'Styrelsen',
        rubrik: 'Styrelseledamoten ensam',
        min: 1,
        max: 1,
        personer: [{ id: p.johan }],
      },
    ],
  },
  {
    orgnr: perSnickeri,
    namn: 'Per Anderssons Snickeri',
    foretagsform: 'Enskild näringsidkare',
    kalla: kallaForening,
    engagemang: { [p.per]: 'Innehavare' },
    regler: [
      {
        id: 'en-innehavare',
        typ: 'INNEHAVARE',
        namn: 'Innehavaren',
        rubrik: 'Innehavaren ensam',
        min: 1,
        max: 1,
        personer: [{ id: p.per }],
      },
    ],
  },
  {
    orgnr: '2120000126',
    namn: 'Norrviks kommun',
    foretagsform: 'Kommun',
    kalla: kallaForening,
    engagemang: { [p.birgitta]: 'Handläggare' },
    regler: [],
  },
  // Gustav Wallin sits in more companies than the service lets one person manage.
  ...Array.from({ length: 12 }, (_unused, i): SeedForetag => ({
    orgnr: wallinOrgnr[i] ?? '',
    namn: `Wallin Fastigheter ${i + 1} AB`,
    foretagsform: 'Aktiebolag',
    kalla: i % 2 === 0 ? kallaBolag : kallaForening,
    engagemang: { [p.gustav]: 'Styrelseledamot' },
    regler: [
      {
        id: `wf-${i + 1}`,
        typ: 'STYRELSE',
        namn: 'Styrelsen',
        rubrik: 'Styrelseledamoten ensam',
        min: 1,
        max: 1,
        personer: [{ id: p.gustav }],
      },
    ],
  })),
];

/** Ten-digit organisation numbers with correct check digits. */
export const orgnr = {
  nordiskByggteknik: '5567123459',
  fjallbyn: '7696123459',
  handelsbolag: '9697123454',
  stigfinnarna: '8025012348',
  vastkustensFiske: '5568234560',
  gronaDalen: '5569345670',
  perSnickeri,
  norrvik: '2120000126',
} as const;

/** Registry sources that misbehave for one person: a failure, and a partial answer. */
export const seedKallaStorningar = [
  { person_id: p.ingrid, kalla: kallaForening, typ: 'fel' },
  { person_id: p.johan, kalla: kallaBolag, typ: 'ofullstandig' },
] as const;
