import { expect } from '@playwright/test';
import type { CheckedPage } from './harness';

/** Adults from the server's seed, named as the BankID Mock page lists them. */
export const testPersons = {
  anna: { personnummer: '197803122386', name: 'Anna Lindqvist' },
  lena: { personnummer: '199007302426', name: 'Lena Persson' },
  /** Under 18: refused. */
  elsa: { personnummer: '201106052242', name: 'Elsa Berg' },
  /** Samordningsnummer: refused. */
  ahmed: { personnummer: '198503728910', name: 'Ahmed Hassan' },
  /** Protected identity (sekretess): may sign in, but not use /privat. */
  sara: { personnummer: '199502244602', name: 'Sara Ek' },
  /** Board member of Nordisk Byggteknik AB with Anna (the board signs 2 of 4). */
  maria: { personnummer: '198209142622', name: 'Maria Svensson' },
  /** A private person without engagements: the holder who shares onward. */
  ali: { personnummer: '199901113572', name: 'Ali Yilmaz' },
  /** A private person: the grantor of a power to an organisation. */
  mikael: { personnummer: '198504198352', name: 'Mikael Olsson' },
  /** Board member of Nordisk Byggteknik AB and member of Fjällbyns Ekonomiska Förening. */
  erik: { personnummer: '196905274517', name: 'Erik Johansson' },
  /** Board member; his Västkustens Fiske AB has an obstacle (likvidation). */
  lars: { personnummer: '197511031796', name: 'Lars Karlsson' },
  /** In 12 companies: too many to manage. */
  gustav: { personnummer: '196201155063', name: 'Gustav Wallin' },
  /** Registry source 2021005489 fails for her. */
  ingrid: { personnummer: '199309021286', name: 'Ingrid Lund' },
  /** Registry source 2021005448 answers incompletely for him. */
  johan: { personnummer: '198108173959', name: 'Johan Ström' },
  /** Sole trader: Per Anderssons Snickeri, signed by its owner alone. */
  per: { personnummer: '197102089179', name: 'Per Andersson' },
} as const;

export type TestPerson = (typeof testPersons)[keyof typeof testPersons];

/** Whom the BankID Mock page is filled in for: a seeded person, or a number made for a test. */
export interface MockPerson {
  personnummer: string;
  name: string;
}

/** The Luhn check digit of a personnummer's ten-digit form without it (yymmddnnn). */
function luhnCheckDigit(body: string): number {
  const sum = [...body].reduce((total, char, i) => {
    const doubled = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A person who is ten years old on `today`: the seeded minors grow up (Elsa turns 18 on
 * 2029-06-05), a number computed from the clock does not. The provider refuses a minor
 * before it looks in the register, so the number need not be seeded.
 */
export function minorOn(today: Date = new Date()): MockPerson {
  const birth = `${today.getFullYear() - 10}0101239`;
  return { personnummer: `${birth}${luhnCheckDigit(birth.slice(2))}`, name: 'Ung Testperson' };
}

/**
 * Chooses BankID Mock on the shell's /login page (already open and checked), then fills
 * the provider's BankID Mock page by its visible labels and submits it. The mock page is
 * a page the user sees, so it is axe-checked too.
 */
export async function legitimateWithBankIdMock(
  p: CheckedPage,
  person: MockPerson,
  outcome = 'Lyckad legitimering',
): Promise<void> {
  await p.page.getByRole('button', { name: 'BankID Mock', exact: true }).click();
  await expect(p.page.getByRole('heading', { level: 1, name: 'BankID Mock' })).toBeVisible();
  await p.check();
  await p.page.getByLabel('Personnummer').fill(person.personnummer);
  await p.page.getByLabel(outcome).check();
  await p.page.getByRole('button', { name: 'Legitimera' }).click();
}

/**
 * The whole sign-in through the real flow: from the /login page that is open, BankID Mock,
 * and back to the shell's callback. The token exchange is held until the callback page
 * ("Loggar in …") has been axe-checked, then the shell takes the user to `expectedPath`
 * and its main heading.
 */
export async function completeSignIn(
  p: CheckedPage,
  person: TestPerson,
  expected: {
    path: string;
    heading: string | RegExp;
    /** The callback page's text, in the page's language. */
    signingIn?: string;
  },
): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await p.page.route('**/oauth2/token', async (route) => {
    await held;
    await route.continue();
  });
  await legitimateWithBankIdMock(p, person);
  await p.page.waitForURL((url) => url.pathname === '/login' && url.hash.includes('code='));
  await expect(p.page.getByText(expected.signingIn ?? 'Loggar in …')).toBeVisible();
  await p.check();
  release();
  await p.page.waitForURL((url) => url.pathname + url.search === expected.path);
  await expect(p.page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
  await p.page.unroute('**/oauth2/token');
  await p.check();
}

/** Where a sign-in ends: the page it was for, and where that page passes on to, if it does. */
export interface SignInTarget {
  /** The page the sign-in is for (the shell's `target`); the start page unless told. */
  to: string;
  /** The page `to` passes on to at once (a guard's redirect), if another. */
  landsOn?: string;
}

/** The sign-in page for a target: the shell's `/login?target=` (base64 of the path). */
export function loginAddress(target: SignInTarget): string {
  // The start page is where a sign-in without a target ends: /login needs none for it.
  return target.to === '/'
    ? '/login'
    : `/login?${new URLSearchParams({ target: Buffer.from(target.to, 'utf8').toString('base64') }).toString()}`;
}

/**
 * Signs in from the start: /login, BankID Mock, and back to the start page, or to the page
 * the sign-in was for, as a deep link to a protected page brings a person there (/login with
 * `target`, SPEC §2). A test that opens a page straight after signing in goes there so, not
 * by another page load: the shell, the provider and the callback are walked either way, and a
 * load of the start page and of the shell again cost a sign-in's time twice over in Chromium.
 */
export async function signIn(
  p: CheckedPage,
  person: TestPerson = testPersons.anna,
  target: SignInTarget = { to: '/' },
): Promise<void> {
  await p.visit(loginAddress(target));
  await completeSignIn(p, person, { path: target.landsOn ?? target.to, heading: /./ });
  if (target.landsOn !== undefined) {
    p.passedThrough(target.to);
  }
}

/**
 * Signs out through the provider (RP-initiated logout): `trigger` presses the shell's
 * "Logga ut"; the provider's logout page confirms itself with its script, which is held
 * until the page has been axe-checked; then the browser returns to the root.
 */
export async function signOut(p: CheckedPage, trigger: () => Promise<void>): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await p.page.route('**/oauth2/logga-ut.js', async (route) => {
    await held;
    await route.continue();
  });
  await trigger();
  await expect(p.page.getByRole('heading', { level: 1, name: 'Logga ut' })).toBeVisible();
  await p.check();
  release();
  await p.page.waitForURL((url) => url.pathname === '/' && !url.search);
  await p.page.unroute('**/oauth2/logga-ut.js');
  await p.settled();
}
