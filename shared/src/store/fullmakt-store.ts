// The creation wizard's client state (SPEC §4 Wizard), persisted in sessionStorage together
// with the app mode so that a reload or the e-ID signing round trip keeps the user's work.
// The rules themselves are pure functions in ../domain; this file only applies them.
// The store is part of the first view (`@fullmakt/shared/first-view`: the role switch, the
// start page), which loads no classic zod: on load it reads only the app mode, with
// zod/mini; the stored wizard is checked against its schema when the wizard's code loads
// (lagrad-guide.ts, through `kontrolleraLagradGuide`).
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod/mini';
import type { StateStorage } from 'zustand/middleware';
import { APP_MODES, rollForAppMode } from '../domain/app-mode';
import type { AppMode, FullmaktsgivarRoll } from '../domain/app-mode';
import type { Behorighetslistpost } from '../domain/behorighet';
import type { SkapandeTillstand } from '../domain/creation-state';
import { tomtSkapandeTillstand } from '../domain/tomt-skapande';
import type { Fullmakt } from '../domain/fullmakt';
import type { Mall } from '../domain/mall';
import type { Fullmaktsgivare, InloggadPerson, Person, Signatar } from '../domain/parties';
import type { Signeringsalternativ } from '../domain/signering';
import type { Tredjeman } from '../domain/tredjeman';
import type { UnderskriftResultat } from '../domain/underskrift';
import type { Utkast } from '../domain/utkast';
import { signatarerIGrupp } from '../domain/signatar-medlem';
import { givnaSignatarer } from '../domain/validate-signatarer';
import { medBehorigheter, behorighetslistaForDelning } from '../domain/validate-behorighet';
import { medGiltighet } from '../domain/validate-datum';
import { kontrolleraMallRoll } from '../domain/validate-mall-utkast';
import type { GiltigaSteg, SkapaSteg } from '../domain/wizard';
import {
  behoverSigneringsval,
  klonaFullmakt,
  markeraKlart,
  ogiltigforEfter,
  startGiltighet,
  stegordning,
  valjEndaSigneringsalternativ,
} from '../domain/wizard';
import { skapandeFelTexter } from '../texts/validation';

/**
 * What the user has typed on the validity step and not yet sent with 'Nästa' (issue 36):
 * kept with the wizard, so a reload or a step back does not lose it.
 */
interface GiltighetInmatning {
  havare: string[];
  giltigFrom: string;
  giltigTom: string;
}

/** The steps' inputs in progress, by step. */
interface Inmatning {
  giltighet?: GiltighetInmatning;
}

export interface FullmaktData {
  appMode: AppMode;
  skapande: SkapandeTillstand;
  giltigaSteg: GiltigaSteg;
  /** A share-onward flow (dela vidare) is in progress. */
  transport: boolean;
  /** What is typed on a step and not yet sent with 'Nästa', so a reload keeps it. */
  inmatning: Inmatning;
}

export interface FullmaktActions {
  /** Changing role resets the creation state. */
  setAppMode: (mode: AppMode) => void;
  /** Resets the creation state when its principal role differs from the current role. */
  synkaRoll: (mode: AppMode) => void;
  /** Changing grantor or role clears signing choice, options and signatures. */
  setFullmaktsgivare: (givare: Fullmaktsgivare, roll: FullmaktsgivarRoll) => void;
  /** Changing third party clears an incompatible template, permissions, power, origin and signing data. */
  setTredjeman: (tredjeman: Tredjeman) => void;
  /** Changing template clears permissions, signing data and a power not from that template. */
  setMall: (mall: Mall) => void;
  setFullmaktshavare: (havare: Person[]) => void;
  /** Throws 'Försök att ändra giltighetstid utan fullmakt' without a power. */
  setGiltighet: (giltigFrom: string, giltigTom?: string) => void;
  /** Throws 'Kan inte uppdatera behörighet utan fullmakt!' without a power. */
  setBehorighetslista: (lista: Behorighetslistpost[]) => void;
  setSigneringsalternativ: (alternativ: Signeringsalternativ[]) => void;
  /** Throws 'Försök att spara signeringsval utan fullmakt' without a power. */
  setSigneringsval: (signeringsval: string, underskrifter: Signatar[]) => void;
  setForetagsform: (foretagsform: string | undefined) => void;
  setHinderTredjeman: (hinder: SkapandeTillstand['hinderTredjeman']) => void;
  /** Stores a saved draft: sets the creator and picks the signing option when exactly one fits. */
  sparaUtkast: (utkast: Utkast, skapare: InloggadPerson) => void;
  /** Replaces the power with a clone that has a new id and creation time. */
  klona: (nyttId?: string, nu?: Date) => void;
  /** A signing error clears the signing result. */
  setSigneringsfel: (kod: string) => void;
  /**
   * A signing result. A signature of the wizard's own power ends the wizard: the power is
   * sent, so nothing of it stays as a draft; only the result is kept, so a step reached
   * by Back can say where the power is now (issue 36).
   */
  setSigneringsresultat: (resultat: UnderskriftResultat) => void;
  /** Keeps (or, undefined, forgets) what is typed on the validity step before 'Nästa'. */
  setGiltighetInmatning: (inmatning: GiltighetInmatning | undefined) => void;
  /** Starts sharing a received power onward: only its own permissions are listed. */
  startaDelning: (ursprung: Fullmakt, tredjeman?: Tredjeman) => void;
  /** Completing a step marks it and all earlier ones valid. */
  klarSteg: (steg: SkapaSteg) => void;
  /** Changing a step invalidates all later ones. */
  andraSteg: (steg: SkapaSteg) => void;
  /** The step order for the current role, flow and signing options. */
  stegordning: () => SkapaSteg[];
  /** Clears all creation state (the app mode stays). */
  reset: () => void;
}

export type FullmaktStoreState = FullmaktData & FullmaktActions;

export const FULLMAKT_STORE_NAMN = 'fullmakt';

/**
 * Parses what is persisted, so that a stale or tampered entry starts a fresh wizard:
 * undefined when it does not parse. The schema of the wizard is classic zod (lagrad-guide.ts).
 */
export type Guidekontroll = (lagrat: unknown) => FullmaktData | undefined;

/** The part of the entry the first view reads before the wizard's check is loaded. */
const LagradAppModeSchema = z.object({ appMode: z.enum(APP_MODES) });

/**
 * Reads a stored entry into the store. Without the wizard's check only the app mode is
 * taken, the wizard starts empty, and the entry stays as it is until the check reads it
 * (before that, only a role change writes the store, and a role change resets the wizard).
 */
function lasLagrat(kontroll: Guidekontroll | undefined) {
  return (lagrat: unknown, nuvarande: FullmaktStoreState): FullmaktStoreState => {
    if (kontroll) {
      const data = kontroll(lagrat);
      return data ? { ...nuvarande, ...data } : nuvarande;
    }
    const lagrad = LagradAppModeSchema.safeParse(lagrat);
    return lagrad.success ? { ...nuvarande, ...startData(lagrad.data.appMode) } : nuvarande;
  };
}

const TOMMA_SIGNERINGSDATA = {
  signeringsval: undefined,
  underskrifter: [],
  signeringsfel: undefined,
  signeringsresultat: undefined,
} satisfies Partial<SkapandeTillstand>;

/**
 * The signatories kept when a draft is saved: those chosen, or, when none are and the
 * signing option leaves nothing to choose (its step is dropped, §2), all its members, so
 * the review names them and the signing sends them (§5).
 */
function underskrifterAttBehalla(
  valda: Signatar[],
  grupp: Signeringsalternativ | undefined,
): Signatar[] {
  if (valda.length > 0 || grupp === undefined) {
    return valda;
  }
  const givna = givnaSignatarer(grupp);
  return givna === undefined ? valda : signatarerIGrupp(grupp, givna);
}

function ordningFor(data: FullmaktData): SkapaSteg[] {
  const roll = data.skapande.fullmaktsgivarroll ?? rollForAppMode(data.appMode);
  return stegordning(roll, {
    transport: data.transport,
    signeringsvalBehovs:
      data.skapande.signeringsalternativ.length === 0 ||
      behoverSigneringsval(data.skapande.signeringsalternativ, data.skapande.skapare?.id),
  });
}

function startData(appMode: AppMode): FullmaktData {
  const data: FullmaktData = {
    appMode,
    skapande: tomtSkapandeTillstand(),
    giltigaSteg: {},
    transport: false,
    inmatning: {},
  };
  return { ...data, giltigaSteg: startGiltighet(ordningFor(data)) };
}

function kravFullmakt(fullmakt: Fullmakt | undefined, meddelande: string): Fullmakt {
  if (!fullmakt) {
    throw new Error(meddelande);
  }
  return fullmakt;
}

export interface FullmaktStoreOptions {
  /** Where to persist; sessionStorage by default. */
  storage?: () => StateStorage;
  /** Id generator for clones; crypto.randomUUID by default. */
  nyttId?: () => string;
  /** Checks the stored wizard on load; without it only the app mode is read. */
  guidekontroll?: Guidekontroll;
}

export function createFullmaktStore(options: FullmaktStoreOptions = {}) {
  const nyttId = options.nyttId ?? (() => crypto.randomUUID());
  return createStore<FullmaktStoreState>()(
    persist(
      (set, get) => {
        /** Applies a change to the creation state and invalidates the steps after `steg`. */
        const andra = (steg: SkapaSteg, skapande: Partial<SkapandeTillstand>): void => {
          const state = get();
          const next = { ...state, skapande: { ...state.skapande, ...skapande } };
          set({
            skapande: next.skapande,
            giltigaSteg: ogiltigforEfter(state.giltigaSteg, ordningFor(next), steg),
            // What was typed for another principal, third party or template is not this power's.
            ...(steg === 'tredjeman' || steg === 'mallar' ? { inmatning: {} } : {}),
          });
        };

        return {
          ...startData('ORGANISATION'),

          setAppMode: (mode) => {
            if (mode !== get().appMode) {
              set(startData(mode));
            }
          },

          synkaRoll: (mode) => {
            const state = get();
            const lagrad = state.skapande.fullmaktsgivarroll;
            if (lagrad !== undefined && lagrad !== rollForAppMode(mode)) {
              set(startData(mode));
            } else if (mode !== state.appMode) {
              set({ appMode: mode });
            }
          },

          setFullmaktsgivare: (givare, roll) => {
            const s = get().skapande;
            const byte = s.fullmaktsgivare?.id !== givare.id || s.fullmaktsgivarroll !== roll;
            andra('tredjeman', {
              fullmaktsgivare: givare,
              fullmaktsgivarroll: roll,
              ...(byte
                ? { signeringsval: undefined, signeringsalternativ: [], underskrifter: [] }
                : {}),
            });
          },

          setTredjeman: (tredjeman) => {
            const s = get().skapande;
            if (s.tredjeman?.id === tredjeman.id) {
              // Choosing the same third party again is not a change: later steps stay valid.
              set({ skapande: { ...s, tredjeman } });
              return;
            }
            andra('tredjeman', {
              tredjeman,
              mall: s.mall?.tredjeman.id === tredjeman.id ? s.mall : undefined,
              behorighetslista: [],
              fullmakt: undefined,
              ursprung: undefined,
              signeringsalternativ: [],
              ...TOMMA_SIGNERINGSDATA,
            });
          },

          setMall: (mall) => {
            const s = get().skapande;
            if (s.fullmaktsgivarroll !== undefined) {
              kontrolleraMallRoll(mall, s.fullmaktsgivarroll);
            }
            if (s.mall?.id === mall.id) {
              set({ skapande: { ...s, mall } });
              return;
            }
            andra('mallar', {
              mall,
              behorighetslista: [],
              fullmakt: s.fullmakt?.ursprung.mall.id === mall.id ? s.fullmakt : undefined,
              ...TOMMA_SIGNERINGSDATA,
            });
          },

          setFullmaktshavare: (fullmaktshavare) => {
            const fullmakt = get().skapande.fullmakt;
            andra('giltighet', {
              fullmaktshavare,
              fullmakt: fullmakt ? { ...fullmakt, fullmaktshavare } : undefined,
            });
          },

          setGiltighet: (giltigFrom, giltigTom) => {
            andra('giltighet', {
              fullmakt: medGiltighet(get().skapande.fullmakt, giltigFrom, giltigTom),
            });
          },

          setBehorighetslista: (lista) => {
            const fullmakt = medBehorigheter(get().skapande.fullmakt, lista);
            andra('behorighet', { behorighetslista: lista, fullmakt });
          },

          setSigneringsalternativ: (signeringsalternativ) => {
            set({ skapande: { ...get().skapande, signeringsalternativ } });
          },

          setSigneringsval: (signeringsval, underskrifter) => {
            kravFullmakt(get().skapande.fullmakt, skapandeFelTexter.signeringsvalUtanFullmakt);
            andra('signering', { signeringsval, underskrifter });
          },

          setForetagsform: (foretagsform) => {
            set({ skapande: { ...get().skapande, foretagsform } });
          },

          setHinderTredjeman: (hinderTredjeman) => {
            set({ skapande: { ...get().skapande, hinderTredjeman } });
          },

          sparaUtkast: (utkast, skapare) => {
            const s = get().skapande;
            const modell = utkast.signeringsmodell;
            const signeringsalternativ = modell?.signeringsalternativ ?? s.signeringsalternativ;
            const signeringsval =
              modell?.signeringsval ??
              valjEndaSigneringsalternativ(signeringsalternativ) ??
              s.signeringsval;
            set({
              skapande: {
                ...s,
                skapare,
                fullmakt: utkast.fullmakt,
                fullmaktshavare: utkast.fullmakt.fullmaktshavare,
                signeringsalternativ,
                signeringsval,
                underskrifter: underskrifterAttBehalla(
                  s.underskrifter,
                  signeringsalternativ.find((a) => a.id === signeringsval),
                ),
              },
            });
          },

          klona: (id, nu) => {
            const s = get().skapande;
            if (s.fullmakt) {
              set({ skapande: { ...s, fullmakt: klonaFullmakt(s.fullmakt, id ?? nyttId(), nu) } });
            }
          },

          setSigneringsfel: (signeringsfel) => {
            set({ skapande: { ...get().skapande, signeringsfel, signeringsresultat: undefined } });
          },

          setSigneringsresultat: (signeringsresultat) => {
            const state = get();
            const s = state.skapande;
            const egen =
              s.fullmakt !== undefined && signeringsresultat.fullmakt?.id === s.fullmakt.id;
            if (signeringsresultat.utfall !== 'SIGNERAD' || !egen) {
              set({ skapande: { ...s, signeringsresultat, signeringsfel: undefined } });
              return;
            }
            // Signed: the power is no longer a draft. The wizard starts over for the same
            // principal and keeps only the result (SPEC §4: a sent power is not a draft).
            const data = startData(state.appMode);
            set({
              ...data,
              transport: state.transport,
              skapande: {
                ...data.skapande,
                fullmaktsgivare: s.fullmaktsgivare,
                fullmaktsgivarroll: s.fullmaktsgivarroll,
                signeringsresultat,
              },
            });
          },

          setGiltighetInmatning: (giltighet) => {
            set({ inmatning: giltighet === undefined ? {} : { giltighet } });
          },

          startaDelning: (ursprung, tredjeman) => {
            const data: FullmaktData = {
              appMode: get().appMode,
              transport: true,
              giltigaSteg: {},
              inmatning: {},
              skapande: {
                ...tomtSkapandeTillstand(),
                fullmaktsgivarroll: rollForAppMode(get().appMode),
                ursprung,
                tredjeman,
                behorighetslista: behorighetslistaForDelning(ursprung),
              },
            };
            set({ ...data, giltigaSteg: startGiltighet(ordningFor(data)) });
          },

          klarSteg: (steg) => {
            const state = get();
            set({ giltigaSteg: markeraKlart(state.giltigaSteg, ordningFor(state), steg) });
          },

          andraSteg: (steg) => {
            const state = get();
            set({ giltigaSteg: ogiltigforEfter(state.giltigaSteg, ordningFor(state), steg) });
          },

          stegordning: () => ordningFor(get()),

          reset: () => {
            set(startData(get().appMode));
          },
        };
      },
      {
        name: FULLMAKT_STORE_NAMN,
        version: 1,
        storage: createJSONStorage(options.storage ?? (() => sessionStorage)),
        partialize: (state): FullmaktData => ({
          appMode: state.appMode,
          skapande: state.skapande,
          giltigaSteg: state.giltigaSteg,
          transport: state.transport,
          inmatning: state.inmatning,
        }),
        merge: lasLagrat(options.guidekontroll),
        // A stored wizard from the other role must not leak into this one.
        onRehydrateStorage: () => (state) => {
          state?.synkaRoll(state.appMode);
        },
      },
    ),
  );
}

export type FullmaktStoreApi = ReturnType<typeof createFullmaktStore>;

/**
 * Reads the stored wizard again, now with its check: called once the wizard's code is
 * loaded (store/aterstall-guide.ts), before any of it reads the store.
 */
export function kontrolleraLagradGuide(store: FullmaktStoreApi, kontroll: Guidekontroll): void {
  store.persist.setOptions({ merge: lasLagrat(kontroll) });
  void store.persist.rehydrate();
}

/** The one wizard store of the page (shared as a singleton through Module Federation). */
export const fullmaktStore: FullmaktStoreApi = createFullmaktStore();
