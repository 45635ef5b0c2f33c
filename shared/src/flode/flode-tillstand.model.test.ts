// The flow state as a state machine (issue 36): fast-check drives the wizard store and its
// route decisions through random sequences of what people do — next, back, typing, ticking,
// reload (the store made again from sessionStorage), resuming the server's draft, a direct
// link, a role switch, sign, abort and sign-out — and checks SPEC's invariants after each:
// permissions are kept unless the third party or the template changes (§4), the mode
// follows the path (§2), a sent power is never shown as a draft (§4), what was typed
// survives a reload, and nothing personal is left after sign-out (§4 Login and session).
// The commands call what the pages call (the store's actions, `kryssaBehorighet`,
// `omdirigering`, the step paths); the server is a small map of drafts.
import fc from 'fast-check';
import type { AppMode, FullmaktsgivarRoll } from '../domain/app-mode';
import { rollForAppMode, startvagForAppMode } from '../domain/app-mode';
import type { Fullmakt } from '../domain/fullmakt';
import type { Mall } from '../domain/mall';
import type { Fullmaktsgivare, InloggadPerson, Person } from '../domain/parties';
import type { Signeringsalternativ } from '../domain/signering';
import type { Tredjeman } from '../domain/tredjeman';
import { tomtSkapandeTillstand } from '../domain/tomt-skapande';
import type { Utkast } from '../domain/utkast';
import { behorighetslistaForMall, valideraBehorigheter } from '../domain/validate-behorighet';
import { DELA_VIDARE_BEHORIGHET_KOD } from '../domain/constants';
import type { SkapaSteg } from '../domain/wizard';
import { createFullmaktStore } from '../store/fullmakt-store';
import type { FullmaktData, FullmaktStoreApi, FullmaktStoreState } from '../store/fullmakt-store';
import { lagradGuide } from '../store/lagrad-guide';
import { rensaLagring } from '../store/session-store';
import { valdaBehorigheter } from './spara-utkast';
import { kryssaBehorighet, visadBehorighetslista } from './behorighet-val';
import { skapaFlode } from './flode';
import type { Flode } from './flode';
import { omdirigering } from './omdirigering';
import { foregaendeVag, nastaVag } from './steg-vagar';

// ---- The world: two flows, a signed-in person, her organisation, third parties, templates.

const FLODEN: Record<AppMode, Flode> = {
  PRIVAT: skapaFlode({ appMode: 'PRIVAT', roll: 'Privat', bas: '/privat/fullmaktsgivare' }),
  ORGANISATION: skapaFlode({
    appMode: 'ORGANISATION',
    roll: 'Organisation',
    bas: '/organisation/fullmaktsgivare',
    utanGivare: '/organisation/engagemang',
  }),
};
const ALLA_STEG: readonly SkapaSteg[] = [
  'tredjeman',
  'mallar',
  'giltighet',
  'behorighet',
  'signering',
  'underskrift',
];
const RESULTATSIDA = '/underskrift/resultat';

const skapare: InloggadPerson = {
  id: '197803122386',
  typ: 'pnr',
  fornamn: 'Anna',
  namn: 'Lindqvist',
};
const GIVARE: Record<AppMode, Fullmaktsgivare> = {
  PRIVAT: { id: skapare.id, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
  ORGANISATION: { id: '5567123459', typ: 'orgnr' },
};
/** Anna signs alone for her organisation: the signatory step is not needed. */
const ENSAM: Signeringsalternativ = {
  id: 'ensam',
  typ: 'firmateckning',
  namn: 'Anna ensam',
  obligatorisk: false,
  personer: [{ id: skapare.id, obligatorisk: false }],
  rubrik: 'Firmatecknare',
  min: 1,
  max: 1,
};
const HAVARE: readonly Person[] = [
  { id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' },
  { id: '198504198352', typ: 'pnr', fornamn: 'Mikael', namn: 'Olsson' },
];
const PERSONUPPGIFTER = [skapare.id, GIVARE.ORGANISATION.id, ...HAVARE.map((h) => h.id)];

const TREDJEMAN: readonly Tredjeman[] = [
  { id: '2021005448', namn: 'Fordonsverket', behorigheter: ['skapa'] },
  { id: '2021003450', namn: 'Tillståndsmyndigheten', behorigheter: ['skapa'] },
];
function mallar(tredjeman: Tredjeman): Mall[] {
  const b = (kod: string, obligatorisk: boolean) => ({
    kod: `${tredjeman.id}.${kod}`,
    rubrik: kod,
    beskrivning: kod,
    obligatorisk,
  });
  return [
    {
      id: `${tredjeman.id}-a`,
      rubrik: 'Ärenden',
      tredjeman: { id: tredjeman.id },
      fullmaktsgivarroll: ['Privat', 'Organisation'],
      behorigheter: [
        b('se', true),
        b('andra', false),
        b('anmala', false),
        { ...b('dela', false), kod: DELA_VIDARE_BEHORIGHET_KOD },
      ],
    },
    {
      id: `${tredjeman.id}-b`,
      rubrik: 'Ansökan',
      tredjeman: { id: tredjeman.id },
      fullmaktsgivarroll: ['Privat', 'Organisation'],
      behorigheter: [b('ansoka', false), b('komplettera', false)],
    },
  ];
}

// ---- The model: what the user has done, as SPEC says it must stay.

type GiltighetInmatning = NonNullable<FullmaktData['inmatning']['giltighet']>;

interface Utkastinfo {
  mode: AppMode;
  tredjeman: Tredjeman;
  mall: Mall;
}

interface Modell {
  mode: AppMode;
  /** The principal's role the wizard holds, once chosen. */
  roll?: FullmaktsgivarRoll;
  tredjeman?: Tredjeman;
  mall?: Mall;
  /** The permissions the user has chosen (with the mandatory ones), by kod, sorted. */
  valda: string[];
  /** The draft the wizard works on. */
  utkast?: string;
  /** What is typed on the validity step and not yet sent with 'Nästa'. */
  inmatning?: GiltighetInmatning;
  /** Drafts on the server that can be resumed. */
  utkastinfo: Map<string, Utkastinfo>;
  /** Signed powers. */
  skickade: Set<string>;
  /** The wizard step on screen (set from the route decision), if a step is shown. */
  sida?: { mode: AppMode; steg: SkapaSteg };
}

interface ServerUtkast {
  utkast: Utkast;
  signerad: boolean;
}

interface Verklighet {
  store: FullmaktStoreApi;
  vag: string;
  /** The browser's history: each page shown; a guard's redirect replaces its entry. */
  historik: string[];
  server: Map<string, ServerUtkast>;
  nasta: number;
}

/** A page load: the store made again from what sessionStorage holds, checked. */
function sidladdning(): FullmaktStoreApi {
  return createFullmaktStore({ guidekontroll: lagradGuide, nyttId: () => 'klon' });
}

const sorterad = (koder: Iterable<string>) => [...koder].sort();
const obligatoriska = (mall: Mall) =>
  sorterad(mall.behorigheter.filter((b) => b.obligatorisk).map((b) => b.kod));

function tomWizard(m: Modell): void {
  m.tredjeman = undefined;
  m.mall = undefined;
  m.valda = [];
  m.utkast = undefined;
  m.inmatning = undefined;
}

function stegPa(vag: string): { mode: AppMode; flode: Flode; steg: SkapaSteg } | undefined {
  for (const mode of ['PRIVAT', 'ORGANISATION'] as const) {
    const flode = FLODEN[mode];
    const steg = ALLA_STEG.find((s) => flode.stegVag(s) === vag);
    if (steg !== undefined) {
      return { mode, flode, steg };
    }
  }
  return undefined;
}

function modeForVag(vag: string): AppMode | undefined {
  if (vag === '/privat' || vag.startsWith('/privat/')) {
    return 'PRIVAT';
  }
  if (vag === '/organisation' || vag.startsWith('/organisation/')) {
    return 'ORGANISATION';
  }
  return undefined;
}

/** Follows the guards' redirects, as the steps' <Navigate replace> does, and notes the step shown. */
function folj(m: Modell, r: Verklighet, vag: string): void {
  let nu = vag;
  for (let i = 0; i < 6; i += 1) {
    const pa = stegPa(nu);
    if (!pa) {
      break;
    }
    const state = r.store.getState();
    const mal = omdirigering(pa.flode, pa.steg, state, state.stegordning());
    if (mal === undefined) {
      break;
    }
    nu = mal;
  }
  r.vag = nu;
  r.historik.push(nu);
  const pa = stegPa(nu);
  m.sida = pa ? { mode: pa.mode, steg: pa.steg } : undefined;
}

// ---- SPEC's invariants, checked after every command.

function kontrollera(m: Modell, r: Verklighet): void {
  const state = r.store.getState();
  const s = state.skapande;

  // The mode follows the path (§2).
  const mode = modeForVag(r.vag);
  if (mode !== undefined) {
    expect(state.appMode).toBe(mode);
  }

  if (!m.sida) {
    return;
  }
  const flode = FLODEN[m.sida.mode];
  expect(state.appMode).toBe(flode.appMode);
  expect(s.fullmaktsgivarroll).toBe(flode.roll);
  // A sent power is never shown as a draft (§4; issue 36, item 3).
  if (s.fullmakt) {
    expect(m.skickade.has(s.fullmakt.id)).toBe(false);
  }
  switch (m.sida.steg) {
    case 'giltighet':
      // What was typed survives a reload (item 5).
      expect(state.inmatning.giltighet).toEqual(m.inmatning);
      break;
    case 'behorighet':
      // Permissions are kept unless the third party or template changed (§4; item 2).
      expect(
        sorterad(
          visadBehorighetslista(s)
            .filter((b) => b.vald)
            .map((b) => b.kod),
        ),
      ).toEqual(m.valda);
      break;
    case 'underskrift':
      expect(s.fullmakt).toBeDefined();
      expect(sorterad(s.fullmakt?.behorigheter.map((b) => b.kod) ?? [])).toEqual(m.valda);
      expect(s.fullmakt?.id).toBe(m.utkast);
      break;
    default:
      break;
  }
}

type Kommando = fc.Command<Modell, Verklighet>;

function kommando(
  namn: string,
  kan: (m: Readonly<Modell>) => boolean,
  gor: (m: Modell, r: Verklighet) => void,
): Kommando {
  return {
    check: kan,
    run: (m, r) => {
      gor(m, r);
      kontrollera(m, r);
    },
    toString: () => namn,
  };
}

const pa = (steg: SkapaSteg) => (m: Readonly<Modell>) => m.sida?.steg === steg;

// ---- The commands: what a person does.

/** 'Skapa fullmakt' on the overview of a mode: an empty wizard with the principal chosen. */
const skapaNy = (mode: AppMode) =>
  kommando(
    `skapaNy(${mode})`,
    () => true,
    (m, r) => {
      const store = r.store.getState();
      store.reset();
      store.setAppMode(mode);
      r.store.getState().setFullmaktsgivare(GIVARE[mode], rollForAppMode(mode));
      if (mode === 'ORGANISATION') {
        // The organisation's guard has loaded its signing options.
        r.store.getState().setSigneringsalternativ([ENSAM]);
      }
      m.mode = mode;
      m.roll = rollForAppMode(mode);
      tomWizard(m);
      folj(m, r, FLODEN[mode].stegVag('tredjeman'));
    },
  );

const valjTredjeman = (index: number) =>
  kommando(`valjTredjeman(${index})`, pa('tredjeman'), (m, r) => {
    const tredjeman = TREDJEMAN[index % TREDJEMAN.length] as Tredjeman;
    const store = r.store.getState();
    store.setTredjeman(tredjeman);
    r.store.getState().klarSteg('tredjeman');
    if (m.tredjeman?.id !== tredjeman.id) {
      tomWizard(m);
    }
    m.tredjeman = tredjeman;
    const ordning = r.store.getState().stegordning();
    folj(m, r, nastaVag(FLODEN[m.mode], ordning, 'tredjeman'));
  });

const valjMall = (index: number) =>
  kommando(
    `valjMall(${index})`,
    (m) => pa('mallar')(m) && m.tredjeman !== undefined,
    (m, r) => {
      const lista = mallar(m.tredjeman as Tredjeman);
      const mall = lista[index % lista.length] as Mall;
      r.store.getState().setMall(mall);
      r.store.getState().klarSteg('mallar');
      if (m.mall?.id !== mall.id) {
        m.valda = obligatoriska(mall);
        m.utkast = undefined;
        m.inmatning = undefined;
      }
      m.mall = mall;
      folj(m, r, nastaVag(FLODEN[m.mode], r.store.getState().stegordning(), 'mallar'));
    },
  );

/** Typing on the validity step (the page keeps each change in the store). */
const skriv = (havare: number, from: string, tom: string) =>
  kommando(`skriv(${havare}, ${from}, ${tom})`, pa('giltighet'), (m, r) => {
    const inmatning: GiltighetInmatning = {
      havare: [HAVARE[havare % HAVARE.length]?.id ?? ''],
      giltigFrom: from,
      giltigTom: tom,
    };
    r.store.getState().setGiltighetInmatning(inmatning);
    m.inmatning = inmatning;
  });

/** 'Nästa' on the validity step: the draft is made (once) and saved, then the next step. */
const nastaGiltighet = kommando('nastaGiltighet', pa('giltighet'), (m, r) => {
  const state = r.store.getState();
  const s = state.skapande;
  const inmatning = state.inmatning.giltighet;
  const havareId = inmatning?.havare[0] ?? s.fullmaktshavare[0]?.id ?? HAVARE[0]?.id;
  const person = HAVARE.find((h) => h.id === havareId) ?? (HAVARE[0] as Person);
  const from = inmatning?.giltigFrom ?? s.fullmakt?.giltigFrom ?? '2030-01-01';
  const tom = inmatning?.giltigTom ?? s.fullmakt?.giltigTom ?? '2031-12-31';
  let id = s.fullmakt?.id;
  if (id === undefined) {
    id = `u${r.nasta}`;
    r.nasta += 1;
    const mall = s.mall as Mall;
    const fullmakt: Fullmakt = {
      id,
      skapadTidpunkt: '2030-01-01T10:00:00Z',
      rubrik: mall.rubrik,
      skapare: { id: skapare.id },
      tredjeman: { id: mall.tredjeman.id },
      fullmaktsgivare: s.fullmaktsgivare as Fullmaktsgivare,
      fullmaktsgivarroll: s.fullmaktsgivarroll as FullmaktsgivarRoll,
      fullmaktshavare: [person],
      giltigFrom: from,
      signatarer: [],
      behorigheter: mall.behorigheter
        .filter((b) => b.obligatorisk)
        .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning })),
      transportfullmakt: false,
      ursprung: { mall: { id: mall.id } },
      status: 'PABORJAD',
    };
    const utkast: Utkast = {
      fullmakt,
      signeringsmodell:
        s.fullmaktsgivarroll === 'Organisation' ? { signeringsalternativ: [ENSAM] } : undefined,
    };
    r.server.set(id, { utkast, signerad: false });
    m.utkastinfo.set(id, {
      mode: m.mode,
      tredjeman: m.tredjeman as Tredjeman,
      mall: m.mall as Mall,
    });
    state.sparaUtkast(utkast, skapare);
    m.utkast = id;
  }
  sparaPaServern(r, id, valdaBehorigheter(r.store.getState().skapande), person, from, tom);
  const store = r.store.getState();
  store.setFullmaktshavare([person]);
  store.setGiltighet(from, tom);
  store.setGiltighetInmatning(undefined);
  store.klarSteg('giltighet');
  m.inmatning = undefined;
  folj(m, r, nastaVag(FLODEN[m.mode], r.store.getState().stegordning(), 'giltighet'));
});

/** PUT utkast: what the step sends (the call needs a permission, else nothing is sent). */
function sparaPaServern(
  r: Verklighet,
  id: string,
  koder: readonly string[],
  person?: Person,
  from?: string,
  tom?: string,
): void {
  const sparat = r.server.get(id);
  if (!sparat || koder.length === 0) {
    return;
  }
  const f = sparat.utkast.fullmakt;
  const mall = mallar(TREDJEMAN.find((t) => t.id === f.tredjeman.id) as Tredjeman).find(
    (x) => x.id === f.ursprung.mall.id,
  ) as Mall;
  const { giltigTom: _bort, ...utan } = f;
  const slut = tom ?? f.giltigTom ?? '';
  sparat.utkast = {
    ...sparat.utkast,
    fullmakt: {
      ...utan,
      ...(slut === '' ? {} : { giltigTom: slut }),
      fullmaktshavare: person ? [person] : f.fullmaktshavare,
      giltigFrom: from ?? f.giltigFrom,
      behorigheter: mall.behorigheter
        .filter((b) => koder.includes(b.kod))
        .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning })),
    },
  };
}

/** Ticking or unticking a permission on the permissions step. */
const kryssa = (index: number) =>
  kommando(
    `kryssa(${index})`,
    (m) => pa('behorighet')(m) && m.mall !== undefined,
    (m, r) => {
      const mall = m.mall as Mall;
      const b = mall.behorigheter[index % mall.behorigheter.length];
      if (!b) {
        return;
      }
      kryssaBehorighet(r.store, b.kod);
      if (!b.obligatorisk) {
        m.valda = m.valda.includes(b.kod)
          ? m.valda.filter((k) => k !== b.kod)
          : sorterad([...m.valda, b.kod]);
      }
    },
  );

/** 'Nästa' on the permissions step, when the choice is valid (§5). */
const nastaBehorighet = kommando(
  'nastaBehorighet',
  (m) =>
    pa('behorighet')(m) &&
    m.mall !== undefined &&
    valideraBehorigheter(
      behorighetslistaForMall(m.mall.behorigheter, m.valda),
      m.valda.includes(DELA_VIDARE_BEHORIGHET_KOD),
    ) === undefined,
  (m, r) => {
    const store = r.store.getState();
    const lista = visadBehorighetslista(store.skapande);
    const id = store.skapande.fullmakt?.id as string;
    sparaPaServern(
      r,
      id,
      lista.filter((b) => b.vald).map((b) => b.kod),
    );
    store.setBehorighetslista(lista);
    r.store.getState().klarSteg('behorighet');
    folj(m, r, nastaVag(FLODEN[m.mode], r.store.getState().stegordning(), 'behorighet'));
  },
);

/** 'Tillbaka' on any step (the browser's Back walks the same paths). */
const tillbaka = kommando(
  'tillbaka',
  (m) => m.sida !== undefined,
  (m, r) => {
    const sida = m.sida as { mode: AppMode; steg: SkapaSteg };
    folj(m, r, foregaendeVag(FLODEN[sida.mode], r.store.getState().stegordning(), sida.steg));
  },
);

/** The browser's Back: the page before, as the path says it (the shell sets its mode). */
const bakat = kommando(
  'bakat',
  () => true,
  (m, r) => {
    r.historik.pop();
    const vag = r.historik.pop() ?? '/';
    const mode = modeForVag(vag);
    if (mode !== undefined) {
      synka(m, r, mode);
    }
    folj(m, r, vag);
  },
);

/** A reload of the page: the store comes back from sessionStorage. */
const laddaOm = kommando(
  'laddaOm',
  () => true,
  (m, r) => {
    const fore = r.store.getState();
    r.store = sidladdning();
    // A reload restores exactly what was in memory: everything the wizard holds is persisted.
    const efter = r.store.getState();
    expect(data(efter)).toEqual(data(fore));
    // The shell sets the mode from the path of the page loaded (§2).
    const mode = modeForVag(r.vag);
    if (mode !== undefined) {
      synka(m, r, mode);
    }
    folj(m, r, r.vag);
  },
);

function data(state: FullmaktStoreState): FullmaktData {
  const { appMode, skapande, giltigaSteg, transport, inmatning } = state;
  return { appMode, skapande, giltigaSteg, transport, inmatning };
}

/** The shell on a path of a mode: a stored wizard of the other role is not this one's. */
function synka(m: Modell, r: Verklighet, mode: AppMode): void {
  r.store.getState().synkaRoll(mode);
  if (m.roll !== undefined && m.roll !== rollForAppMode(mode)) {
    m.roll = undefined;
    tomWizard(m);
  }
  m.mode = mode;
}

/** 'Fortsätt med utkastet' on a draft of the server (aterupptaUtkast's store calls). */
const ateruppta = (index: number) =>
  kommando(
    `ateruppta(${index})`,
    (m) => m.utkastinfo.size > 0,
    (m, r) => {
      const ids = [...m.utkastinfo.keys()];
      const id = ids[index % ids.length] as string;
      const info = m.utkastinfo.get(id) as Utkastinfo;
      const sparat = r.server.get(id) as ServerUtkast;
      const alternativ = r.store.getState().skapande.signeringsalternativ;
      r.store.getState().reset();
      r.store.getState().setAppMode(info.mode);
      const s = r.store.getState();
      s.setFullmaktsgivare(GIVARE[info.mode], rollForAppMode(info.mode));
      s.setSigneringsalternativ(alternativ);
      s.setTredjeman(info.tredjeman);
      s.setMall(info.mall);
      s.sparaUtkast(sparat.utkast, skapare);
      const koder = sparat.utkast.fullmakt.behorigheter.map((b) => b.kod);
      s.setBehorighetslista(behorighetslistaForMall(info.mall.behorigheter, koder));
      s.klarSteg('mallar');
      m.mode = info.mode;
      m.roll = rollForAppMode(info.mode);
      tomWizard(m);
      m.tredjeman = info.tredjeman;
      m.mall = info.mall;
      m.utkast = id;
      m.valda = sorterad(new Set([...obligatoriska(info.mall), ...koder]));
      folj(m, r, FLODEN[info.mode].stegVag('giltighet'));
    },
  );

/** A link (a bookmark, a notification) straight to a step of either mode. */
const direktlank = (mode: AppMode, steg: SkapaSteg) =>
  kommando(
    `direktlank(${mode}, ${steg})`,
    () => true,
    (m, r) => {
      synka(m, r, mode);
      folj(m, r, FLODEN[mode].stegVag(steg));
    },
  );

/** The role switch in the header: the wizard belongs to the role it was started in. */
const rollbyte = (mode: AppMode) =>
  kommando(
    `rollbyte(${mode})`,
    () => true,
    (m, r) => {
      if (r.store.getState().appMode !== mode) {
        m.roll = undefined;
        tomWizard(m);
      }
      r.store.getState().setAppMode(mode);
      m.mode = mode;
      folj(m, r, startvagForAppMode(mode));
    },
  );

/** 'Skriv under', signed at the signing service; the receipt page records the result. */
const skrivUnder = kommando('skrivUnder', pa('underskrift'), (m, r) => {
  const id = r.store.getState().skapande.fullmakt?.id as string;
  const sparat = r.server.get(id) as ServerUtkast;
  sparat.signerad = true;
  r.store.getState().setSigneringsresultat({
    utfall: 'SIGNERAD',
    fullmakt: { ...sparat.utkast.fullmakt, status: 'UNDERSKRIVEN' },
    klar: true,
  });
  m.skickade.add(id);
  m.utkastinfo.delete(id);
  tomWizard(m);
  folj(m, r, RESULTATSIDA);
});

/** 'Skriv under', cancelled at the signing service: the draft stays a draft. */
const avbryt = kommando('avbryt', pa('underskrift'), (m, r) => {
  r.store.getState().setSigneringsresultat({ utfall: 'AVBRUTEN' });
  folj(m, r, RESULTATSIDA);
});

/** 'Logga ut': storage cleared, then a fresh page at the root. */
const loggaUt = kommando(
  'loggaUt',
  () => true,
  (m, r) => {
    const fore = r.store;
    rensaLagring(fore);
    // Nothing of the user is left in the page's memory or in either storage.
    expect(fore.getState().skapande).toEqual(tomtSkapandeTillstand());
    expect(fore.getState().inmatning).toEqual({});
    const lagrat = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    for (const id of PERSONUPPGIFTER) {
      expect(lagrat).not.toContain(id);
    }
    r.store = sidladdning();
    expect(r.store.getState().skapande).toEqual(tomtSkapandeTillstand());
    // A fresh page starts in the store's default mode.
    m.mode = r.store.getState().appMode;
    m.roll = undefined;
    tomWizard(m);
    folj(m, r, '/');
  },
);

/**
 * The usual way on: whatever the page on screen asks for next (choose, type, tick, 'Nästa',
 * sign). Random commands alone seldom get past the first steps; this walks the flow deep,
 * and the detours around it are mixed in between.
 */
const framat = (val: number, from: string, tom: string) => {
  const steg = (m: Readonly<Modell>): Kommando | undefined => {
    switch (m.sida?.steg) {
      case 'tredjeman':
        return valjTredjeman(val);
      case 'mallar':
        return valjMall(val);
      case 'giltighet':
        return val % 3 === 0 ? skriv(val, from, tom) : nastaGiltighet;
      case 'behorighet':
        return val % 2 === 0 && nastaBehorighet.check(m) ? nastaBehorighet : kryssa(val);
      case 'underskrift':
        return val % 4 === 0 ? avbryt : skrivUnder;
      default:
        // On an overview, the receipt or the start page: 'Skapa fullmakt' in this mode.
        return skapaNy(m.mode);
    }
  };
  return kommando(
    `framat(${val}, ${from}, ${tom})`,
    (m) => steg(m)?.check(m) === true,
    (m, r) => {
      (steg(m) as Kommando).run(m, r);
    },
  );
};

const modeArb = fc.constantFrom<AppMode>('PRIVAT', 'ORGANISATION');
// Dates the validity step accepts (§5), so 'Nästa' goes on: a start, and an end after it.
const fromArb = fc.constantFrom('2030-01-01', '2030-02-15');
const tomArb = fc.constantFrom('2031-06-30', '2032-01-31');

const framatArb = fc
  .tuple(fc.nat(11), fromArb, tomArb)
  .map(([val, from, tom]) => framat(val, from, tom));

const kommandon = [
  // The way on weighs most: each entry is one more chance to be drawn.
  ...Array.from({ length: 14 }, () => framatArb),
  modeArb.map(skapaNy),
  fc.nat(3).map(valjTredjeman),
  fc.nat(3).map(valjMall),
  fc.tuple(fc.nat(3), fromArb, tomArb).map(([h, from, tom]) => skriv(h, from, tom)),
  fc.constant(nastaGiltighet),
  fc.nat(7).map(kryssa),
  fc.constant(nastaBehorighet),
  fc.constant(tillbaka),
  fc.constant(bakat),
  fc.constant(bakat),
  fc.constant(laddaOm),
  fc.nat(5).map(ateruppta),
  fc.tuple(modeArb, fc.constantFrom(...ALLA_STEG)).map(([mode, steg]) => direktlank(mode, steg)),
  modeArb.map(rollbyte),
  fc.constant(skrivUnder),
  fc.constant(avbryt),
  fc.constant(loggaUt),
];

describe('the flow state as a state machine (model-based)', () => {
  it('keeps SPEC’s invariants over random sequences of next, back, reload, links, role switches, signing and sign-out', () => {
    fc.assert(
      fc.property(fc.commands(kommandon, { maxCommands: 30, size: 'max' }), (sekvens) => {
        sessionStorage.clear();
        localStorage.clear();
        const store = sidladdning();
        const modell: Modell = {
          mode: store.getState().appMode,
          valda: [],
          utkastinfo: new Map(),
          skickade: new Set(),
        };
        const verklighet: Verklighet = {
          store,
          vag: '/',
          historik: ['/'],
          server: new Map(),
          nasta: 1,
        };
        fc.modelRun(() => ({ model: modell, real: verklighet }), sekvens);
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});
