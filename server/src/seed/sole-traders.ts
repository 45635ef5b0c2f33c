import { enskildNaringsidkare } from '../registries/engagemang';
import type { SeedForetag } from './companies';
import { kallaForening } from './companies';
import type { SeedPerson } from './people';

/**
 * Registry data added after the first seed (SPEC §6 "Sole-trader limits apply"): a person
 * registered in more sole traders (enskilda näringsidkare) than the service handles. She
 * owns one and represents her father's; she also sits on a company board, which stays
 * usable. Seeded under its own marker, so a database seeded before gets it too.
 */
export const soleTraderPeople: readonly SeedPerson[] = [
  {
    id: '198406113483',
    fornamn: 'Hanna',
    efternamn: 'Forsberg',
    beskrivning: 'Fler enskilda firmor än tjänsten hanterar (egen och faderns); styrelseledamot',
  },
  {
    id: '195202187315',
    fornamn: 'Sven',
    efternamn: 'Forsberg',
    beskrivning: 'Enskild näringsidkare (Svens Måleri)',
  },
];

export const hanna = '198406113483';
const sven = '195202187315';

const innehavare = (id: string) => [
  {
    id: `en-${id.slice(2)}`,
    typ: 'INNEHAVARE',
    namn: 'Innehavaren',
    rubrik: 'Innehavaren ensam',
    min: 1,
    max: 1,
    personer: [{ id }],
  },
];

export const soleTraderForetag: readonly SeedForetag[] = [
  {
    orgnr: hanna.slice(2),
    namn: 'Forsbergs Hantverk',
    foretagsform: enskildNaringsidkare,
    kalla: kallaForening,
    engagemang: { [hanna]: 'Innehavare' },
    regler: innehavare(hanna),
  },
  {
    orgnr: sven.slice(2),
    namn: 'Svens Måleri',
    foretagsform: enskildNaringsidkare,
    kalla: kallaForening,
    engagemang: { [sven]: 'Innehavare', [hanna]: 'Ställföreträdare' },
    regler: innehavare(sven),
  },
];

/** An engagement in a company seeded before: Hanna on the board of Gröna Dalen Konsult AB. */
export const soleTraderExtraEngagemang = [
  { person_id: hanna, orgnr: '5569345670', kalla: kallaForening, roll: 'Styrelsesuppleant' },
] as const;
