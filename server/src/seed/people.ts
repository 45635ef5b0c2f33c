/**
 * Fictional test people. Every number has a correct check digit (see people.test.ts);
 * birth dates follow the number. Names are common Swedish names, not real persons.
 */
export interface SeedPerson {
  id: string;
  fornamn: string;
  efternamn: string;
  sekretess?: boolean;
  /** Why the person is in the seed, for the README and the BankID Mock page. */
  beskrivning: string;
}

export const seedPeople: readonly SeedPerson[] = [
  {
    id: '197803122386',
    fornamn: 'Anna',
    efternamn: 'Lindqvist',
    beskrivning: 'VD och styrelseledamot i Nordisk Byggteknik AB, bolagsman i handelsbolag',
  },
  {
    id: '196905274517',
    fornamn: 'Erik',
    efternamn: 'Johansson',
    beskrivning: 'Styrelseledamot i Nordisk Byggteknik AB och Fjällbyns Ekonomiska Förening',
  },
  {
    id: '198209142622',
    fornamn: 'Maria',
    efternamn: 'Svensson',
    beskrivning: 'Styrelseledamot i Nordisk Byggteknik AB',
  },
  {
    id: '197511031796',
    fornamn: 'Lars',
    efternamn: 'Karlsson',
    beskrivning: 'Styrelseledamot; Västkustens Fiske AB har ett hinder',
  },
  {
    id: '198806213842',
    fornamn: 'Karin',
    efternamn: 'Nilsson',
    beskrivning: 'Ordförande (obligatorisk firmatecknare) i Fjällbyns Ekonomiska Förening',
  },
  {
    id: '197102089179',
    fornamn: 'Per',
    efternamn: 'Andersson',
    beskrivning: 'Enskild näringsidkare (Per Anderssons Snickeri)',
  },
  {
    id: '199007302426',
    fornamn: 'Lena',
    efternamn: 'Persson',
    beskrivning: 'Privatperson, fullmaktshavare; bolagsman och föreningsledamot',
  },
  {
    id: '198504198352',
    fornamn: 'Mikael',
    efternamn: 'Olsson',
    beskrivning: 'Privatperson, fullmaktshavare; ordförande i Föreningen Stigfinnarna',
  },
  {
    id: '196201155063',
    fornamn: 'Gustav',
    efternamn: 'Wallin',
    beskrivning: 'Engagerad i för många företag',
  },
  {
    id: '199309021286',
    fornamn: 'Ingrid',
    efternamn: 'Lund',
    beskrivning: 'En registerkälla svarar med fel',
  },
  {
    id: '198108173959',
    fornamn: 'Johan',
    efternamn: 'Ström',
    beskrivning: 'En registerkälla svarar ofullständigt',
  },
  {
    id: '199502244602',
    fornamn: 'Sara',
    efternamn: 'Ek',
    sekretess: true,
    beskrivning: 'Skyddad identitet (sekretess)',
  },
  { id: '201106052242', fornamn: 'Elsa', efternamn: 'Berg', beskrivning: 'Minderårig' },
  { id: '201211301732', fornamn: 'Oskar', efternamn: 'Holm', beskrivning: 'Minderårig' },
  { id: '198503728910', fornamn: 'Ahmed', efternamn: 'Hassan', beskrivning: 'Samordningsnummer' },
  { id: '199204753041', fornamn: 'Sofia', efternamn: 'Novak', beskrivning: 'Samordningsnummer' },
  {
    id: '195704296481',
    fornamn: 'Birgitta',
    efternamn: 'Sjöberg',
    beskrivning: 'Handläggare hos Norrviks kommun (tredje man); ledamot i ekonomisk förening',
  },
  {
    id: '199901113572',
    fornamn: 'Ali',
    efternamn: 'Yilmaz',
    beskrivning: 'Privatperson utan engagemang',
  },
];

/** Named handles for tests and the docs. */
export const testPerson = {
  anna: '197803122386',
  erik: '196905274517',
  maria: '198209142622',
  lars: '197511031796',
  karin: '198806213842',
  per: '197102089179',
  lena: '199007302426',
  mikael: '198504198352',
  gustav: '196201155063',
  ingrid: '199309021286',
  johan: '198108173959',
  sara: '199502244602',
  elsa: '201106052242',
  oskar: '201211301732',
  ahmed: '198503728910',
  sofia: '199204753041',
  birgitta: '195704296481',
  ali: '199901113572',
} as const;
