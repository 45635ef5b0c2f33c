import type { StateStorage } from 'zustand/middleware';
import { createFullmaktStore, FULLMAKT_STORE_NAMN, kontrolleraLagradGuide } from './fullmakt-store';
import { lagradGuide } from './lagrad-guide';
import { enFullmakt, enMall, enTredjeman, ettSigneringsalternativ } from '../domain/test-fixtures';
import type { InloggadPerson, Signatar } from '../domain/parties';

function minneslagring(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

const skapare: InloggadPerson = { id: '198112189876', typ: 'pnr', namn: 'Persson', fornamn: 'Per' };
const org = { id: '5560360793', typ: 'orgnr' as const };
const signatar: Signatar = { fysiskPerson: { id: '198112189876', typ: 'pnr' } };

function nyStore() {
  const lagring = minneslagring();
  const store = createFullmaktStore({ storage: () => lagring, nyttId: () => 'klon-id' });
  return { store, lagring };
}

/** A store with an organisation wizard filled up to the signing choice. */
function ifylld() {
  const { store, lagring } = nyStore();
  const s = store.getState();
  s.setFullmaktsgivare(org, 'Organisation');
  s.setTredjeman(enTredjeman());
  s.setMall(enMall());
  s.sparaUtkast(
    {
      fullmakt: enFullmakt(),
      signeringsmodell: { signeringsalternativ: [ettSigneringsalternativ()] },
    },
    skapare,
  );
  s.setSigneringsval('s1', [signatar]);
  s.klarSteg('underskrift');
  return { store, lagring };
}

describe('wizard store', () => {
  it('orders steps per role and starts with the first step valid', () => {
    const { store } = nyStore();
    expect(store.getState().stegordning()).toEqual([
      'tredjeman',
      'mallar',
      'giltighet',
      'behorighet',
      'signering',
      'underskrift',
    ]);
    expect(store.getState().giltigaSteg).toEqual({ tredjeman: true });
    store.getState().setAppMode('PRIVAT');
    expect(store.getState().stegordning()).not.toContain('signering');
  });

  it('drops the signing step when the signing options leave nothing to choose', () => {
    const { store } = nyStore();
    store.getState().setFullmaktsgivare(org, 'Organisation');
    store
      .getState()
      .setSigneringsalternativ([
        ettSigneringsalternativ({ min: 1, personer: [{ id: 'a', obligatorisk: true }] }),
      ]);
    expect(store.getState().stegordning()).not.toContain('signering');
  });

  it('marks completed steps and earlier ones valid, and invalidates later ones on change', () => {
    const { store } = ifylld();
    expect(Object.values(store.getState().giltigaSteg).every(Boolean)).toBe(true);
    store.getState().setGiltighet('2026-02-01');
    expect(store.getState().giltigaSteg).toMatchObject({
      giltighet: true,
      behorighet: false,
      signering: false,
      underskrift: false,
    });
  });

  it('clears signing choice, options and signatures when the grantor or role changes', () => {
    const { store } = ifylld();
    store.getState().setFullmaktsgivare({ id: '2120000142', typ: 'orgnr' }, 'Organisation');
    const s = store.getState().skapande;
    expect([s.signeringsval, s.signeringsalternativ, s.underskrifter]).toEqual([undefined, [], []]);
    expect(s.fullmakt).toBeDefined();
  });

  it('clears signing data when only the role changes', () => {
    const { store } = ifylld();
    store.getState().setFullmaktsgivare(org, 'Privat');
    expect(store.getState().skapande.signeringsval).toBeUndefined();
    expect(store.getState().skapande.underskrifter).toEqual([]);
  });

  it('keeps signing data when the same grantor is set again', () => {
    const { store } = ifylld();
    store.getState().setFullmaktsgivare(org, 'Organisation');
    expect(store.getState().skapande.signeringsval).toBe('s1');
  });

  it('clears template, permissions, power, origin and signing data when the third party changes', () => {
    const { store } = ifylld();
    store.getState().setTredjeman(enTredjeman({ id: '2021005489', namn: 'Annan' }));
    const s = store.getState().skapande;
    expect(s.mall).toBeUndefined();
    expect(s.fullmakt).toBeUndefined();
    expect(s.ursprung).toBeUndefined();
    expect(s.behorighetslista).toEqual([]);
    expect(s.signeringsval).toBeUndefined();
    expect(s.underskrifter).toEqual([]);
  });

  it('keeps a template that belongs to the new third party', () => {
    const { store } = ifylld();
    store.getState().setTredjeman(enTredjeman({ id: 'x' }));
    store.getState().setMall(enMall({ tredjeman: { id: 'y' } }));
    store.getState().setTredjeman(enTredjeman({ id: 'y' }));
    expect(store.getState().skapande.mall?.tredjeman.id).toBe('y');
  });

  it('clears permissions, signing data and a power from another template when the template changes', () => {
    const { store } = ifylld();
    store
      .getState()
      .setBehorighetslista([
        { kod: 'dekl', rubrik: 'D', beskrivning: '', obligatorisk: true, vald: true, index: 0 },
      ]);
    store.getState().setMall(enMall({ id: 'm2' }));
    const s = store.getState().skapande;
    expect(s.behorighetslista).toEqual([]);
    expect(s.signeringsval).toBeUndefined();
    expect(s.fullmakt).toBeUndefined();
  });

  it('keeps the power when the template is changed to the one it came from', () => {
    const { store } = ifylld();
    store.getState().setMall(enMall({ id: 'm2' }));
    store
      .getState()
      .sparaUtkast({ fullmakt: enFullmakt({ ursprung: { mall: { id: 'm3' } } }) }, skapare);
    store.getState().setMall(enMall({ id: 'm3' }));
    expect(store.getState().skapande.fullmakt?.ursprung.mall.id).toBe('m3');
  });

  it('refuses a template that does not allow the role', () => {
    const { store } = nyStore();
    store.getState().setFullmaktsgivare({ id: '198112189876', typ: 'pnr' }, 'Privat');
    expect(() =>
      store.getState().setMall(enMall({ rubrik: 'X', fullmaktsgivarroll: ['Organisation'] })),
    ).toThrow('Fullmakt X tillåter inte rollen Privat');
  });

  it('sets the creator when a draft is saved and picks the only signing option', () => {
    const { store } = nyStore();
    store.getState().sparaUtkast(
      {
        fullmakt: enFullmakt(),
        signeringsmodell: { signeringsalternativ: [ettSigneringsalternativ()] },
      },
      skapare,
    );
    expect(store.getState().skapande.skapare).toEqual(skapare);
    expect(store.getState().skapande.signeringsval).toBe('s1');
  });

  it('fills in every member of the only option when everyone in it must sign (its step is dropped)', () => {
    const { store } = nyStore();
    const alla = ettSigneringsalternativ({
      min: 2,
      max: 2,
      personer: [
        { id: '198504198352', obligatorisk: true, fornamn: 'Mikael', namn: 'Olsson' },
        { id: '199007302426', obligatorisk: true, fornamn: 'Lena', namn: 'Persson' },
      ],
    });
    store.getState().setFullmaktsgivare(org, 'Organisation');
    store.getState().setSigneringsalternativ([alla]);
    expect(store.getState().stegordning()).not.toContain('signering');
    store.getState().sparaUtkast({ fullmakt: enFullmakt() }, skapare);
    expect(store.getState().skapande.signeringsval).toBe('s1');
    expect(store.getState().skapande.underskrifter).toEqual([
      { fysiskPerson: { id: '198504198352', typ: 'pnr', fornamn: 'Mikael', namn: 'Olsson' } },
      { fysiskPerson: { id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' } },
    ]);
  });

  it('leaves the signatories to be chosen when the only option has a choice', () => {
    const { store } = nyStore();
    store.getState().sparaUtkast(
      {
        fullmakt: enFullmakt(),
        signeringsmodell: { signeringsalternativ: [ettSigneringsalternativ()] },
      },
      skapare,
    );
    expect(store.getState().skapande.underskrifter).toEqual([]);
  });

  it('does not pick when several signing options fit', () => {
    const { store } = nyStore();
    const alternativ = [ettSigneringsalternativ(), ettSigneringsalternativ({ id: 's2' })];
    store
      .getState()
      .sparaUtkast(
        { fullmakt: enFullmakt(), signeringsmodell: { signeringsalternativ: alternativ } },
        skapare,
      );
    expect(store.getState().skapande.signeringsval).toBeUndefined();
  });

  it('gives a clone a new id and creation time', () => {
    const { store } = ifylld();
    store.getState().klona(undefined, new Date('2026-03-03T08:00:00Z'));
    expect(store.getState().skapande.fullmakt).toMatchObject({
      id: 'klon-id',
      skapadTidpunkt: '2026-03-03T08:00:00.000Z',
    });
  });

  it('clears the signing result on a signing error', () => {
    const { store } = ifylld();
    store.getState().setSigneringsresultat({ utfall: 'SIGNERAD' });
    store.getState().setSigneringsfel('fullmakt.underskrift.ogiltig');
    expect(store.getState().skapande.signeringsresultat).toBeUndefined();
    expect(store.getState().skapande.signeringsfel).toBe('fullmakt.underskrift.ogiltig');
  });

  it('throws the spec errors when there is no power', () => {
    const { store } = nyStore();
    expect(() => store.getState().setGiltighet('2026-01-01')).toThrow(
      'Försök att ändra giltighetstid utan fullmakt',
    );
    expect(() => store.getState().setSigneringsval('s1', [])).toThrow(
      'Försök att spara signeringsval utan fullmakt',
    );
    expect(() => store.getState().setBehorighetslista([])).toThrow(
      'Kan inte uppdatera behörighet utan fullmakt!',
    );
  });

  it('removes giltigTom when empty', () => {
    const { store } = ifylld();
    store.getState().setGiltighet('2026-02-01', '');
    expect(store.getState().skapande.fullmakt?.giltigTom).toBeUndefined();
  });

  it('resets all creation state but keeps the app mode', () => {
    const { store } = ifylld();
    store.getState().setAppMode('ORGANISATION');
    store.getState().reset();
    expect(store.getState().skapande).toEqual({
      fullmaktshavare: [],
      signeringsalternativ: [],
      underskrifter: [],
      behorighetslista: [],
      hinderTredjeman: [],
    });
    expect(store.getState().giltigaSteg).toEqual({ tredjeman: true });
    expect(store.getState().appMode).toBe('ORGANISATION');
  });

  it('resets when the role changes', () => {
    const { store } = ifylld();
    store.getState().setAppMode('PRIVAT');
    expect(store.getState().skapande.fullmakt).toBeUndefined();
    expect(store.getState().appMode).toBe('PRIVAT');
  });

  it('resets when the stored principal role differs from the current role', () => {
    const { store } = ifylld();
    store.getState().synkaRoll('ORGANISATION');
    expect(store.getState().skapande.fullmakt).toBeDefined();
    store.getState().synkaRoll('PRIVAT');
    expect(store.getState().skapande.fullmakt).toBeUndefined();
  });

  it('lists only the already-selected permissions in a share flow', () => {
    const { store } = nyStore();
    const ursprung = enFullmakt({
      behorigheter: [{ kod: 'las', rubrik: 'Läsa', beskrivning: '' }],
      transportfullmakt: true,
    });
    store.getState().startaDelning(ursprung);
    const state = store.getState();
    expect(state.transport).toBe(true);
    expect(state.skapande.behorighetslista.map((b) => b.kod)).toEqual(['las']);
    // Shared as an organisation (the default mode) whose signing options are not known yet.
    expect(state.stegordning()).toEqual(['giltighet', 'behorighet', 'signering', 'underskrift']);
    expect(state.giltigaSteg).toEqual({ giltighet: true });
  });

  it('persists the state together with the app mode', () => {
    const { store, lagring } = ifylld();
    const lagrat = JSON.parse(lagring.data.get(FULLMAKT_STORE_NAMN) ?? '{}') as {
      state: { appMode: string; skapande: { signeringsval?: string } };
    };
    expect(lagrat.state.appMode).toBe('ORGANISATION');
    expect(lagrat.state.skapande.signeringsval).toBe('s1');
    expect(Object.keys(lagrat.state).sort()).toEqual([
      'appMode',
      'giltigaSteg',
      'inmatning',
      'skapande',
      'transport',
    ]);
    const igen = createFullmaktStore({ storage: () => lagring, guidekontroll: lagradGuide });
    expect(igen.getState().skapande.fullmakt?.id).toBe(store.getState().skapande.fullmakt?.id);
  });

  it('keeps what is typed on the validity step over a reload, and forgets it with a new template or Nästa', () => {
    const { store, lagring } = ifylld();
    const inmatning = { havare: ['19900730-2426'], giltigFrom: '2030-01-01', giltigTom: '' };
    store.getState().setGiltighetInmatning(inmatning);
    const igen = createFullmaktStore({ storage: () => lagring, guidekontroll: lagradGuide });
    expect(igen.getState().inmatning.giltighet).toEqual(inmatning);
    igen.getState().setMall(enMall({ id: 'm2' }));
    expect(igen.getState().inmatning).toEqual({});
    store.getState().setGiltighetInmatning(undefined);
    expect(store.getState().inmatning).toEqual({});
  });

  it('reads a stored wizard from before the typed inputs were kept', () => {
    const { lagring } = ifylld();
    const lagrat = JSON.parse(lagring.data.get(FULLMAKT_STORE_NAMN) ?? '{}') as {
      state: Record<string, unknown>;
    };
    delete lagrat.state.inmatning;
    lagring.setItem(FULLMAKT_STORE_NAMN, JSON.stringify(lagrat));
    const igen = createFullmaktStore({ storage: () => lagring, guidekontroll: lagradGuide });
    expect(igen.getState().skapande.fullmakt?.id).toBe('f1');
    expect(igen.getState().inmatning).toEqual({});
  });

  it('ends the wizard when its own power is signed: no draft left, the result kept', () => {
    const { store } = ifylld();
    const fullmakt = { ...enFullmakt(), status: 'UNDERSKRIVEN' as const };
    store.getState().setSigneringsresultat({ utfall: 'SIGNERAD', fullmakt, klar: true });
    const s = store.getState().skapande;
    expect(s.fullmakt).toBeUndefined();
    expect(s.behorighetslista).toEqual([]);
    expect(s.tredjeman).toBeUndefined();
    expect(s.signeringsresultat?.fullmakt?.id).toBe('f1');
    expect(s.fullmaktsgivare).toEqual(org);
    expect(store.getState().giltigaSteg).toEqual({ tredjeman: true });
  });

  it('keeps the draft when the signing was cancelled, or another power was signed', () => {
    const { store } = ifylld();
    store.getState().setSigneringsresultat({ utfall: 'AVBRUTEN' });
    expect(store.getState().skapande.fullmakt?.id).toBe('f1');
    store.getState().setSigneringsresultat({
      utfall: 'SIGNERAD',
      fullmakt: enFullmakt({ id: 'annan' }),
    });
    expect(store.getState().skapande.fullmakt?.id).toBe('f1');
  });

  it('resets a stored wizard of the other role on load', () => {
    const lagring = minneslagring();
    lagring.setItem(
      FULLMAKT_STORE_NAMN,
      JSON.stringify({
        version: 1,
        state: {
          appMode: 'PRIVAT',
          transport: false,
          giltigaSteg: {},
          skapande: {
            fullmaktsgivarroll: 'Organisation',
            fullmaktshavare: [],
            signeringsalternativ: [],
            underskrifter: [],
            behorighetslista: [],
            hinderTredjeman: [],
            fullmakt: enFullmakt(),
          },
        },
      }),
    );
    const store = createFullmaktStore({ storage: () => lagring, guidekontroll: lagradGuide });
    expect(store.getState().appMode).toBe('PRIVAT');
    expect(store.getState().skapande.fullmakt).toBeUndefined();
  });

  it('starts fresh when the stored entry does not parse', () => {
    const lagring = minneslagring();
    lagring.setItem(
      FULLMAKT_STORE_NAMN,
      JSON.stringify({ version: 1, state: { appMode: 'PRIVAT', skapande: { fullmakt: 'x' } } }),
    );
    const store = createFullmaktStore({ storage: () => lagring, guidekontroll: lagradGuide });
    expect(store.getState().appMode).toBe('ORGANISATION');
    expect(store.getState().skapande.fullmaktshavare).toEqual([]);
  });

  it('reads only the app mode until the wizard check is loaded, and leaves the stored wizard be', () => {
    const { store, lagring } = ifylld();
    store.getState().setFullmaktsgivare({ id: '198112189876', typ: 'pnr' }, 'Privat');
    store.setState({ appMode: 'PRIVAT' });
    const lagrat = lagring.data.get(FULLMAKT_STORE_NAMN);
    // The first view: no wizard schema, so no wizard; the role is there from the start.
    const forstaVyn = createFullmaktStore({ storage: () => lagring });
    expect(forstaVyn.getState().appMode).toBe('PRIVAT');
    expect(forstaVyn.getState().skapande.fullmakt).toBeUndefined();
    expect(lagring.data.get(FULLMAKT_STORE_NAMN)).toBe(lagrat);
    // The wizard's code loads: the stored wizard is read, checked.
    kontrolleraLagradGuide(forstaVyn, lagradGuide);
    expect(forstaVyn.getState().skapande.fullmakt?.id).toBe(store.getState().skapande.fullmakt?.id);
    expect(forstaVyn.getState().giltigaSteg).toEqual(store.getState().giltigaSteg);
  });

  it('starts a fresh wizard when the check refuses the stored one, keeping a valid role', () => {
    const lagring = minneslagring();
    lagring.setItem(
      FULLMAKT_STORE_NAMN,
      JSON.stringify({ version: 1, state: { appMode: 'PRIVAT', skapande: { fullmakt: 'x' } } }),
    );
    const store = createFullmaktStore({ storage: () => lagring });
    kontrolleraLagradGuide(store, lagradGuide);
    expect(store.getState().appMode).toBe('PRIVAT');
    expect(store.getState().skapande.fullmaktshavare).toEqual([]);
    expect(store.getState().skapande.fullmakt).toBeUndefined();
  });

  it('keeps later steps valid when the same third party or template is chosen again', () => {
    const { store } = ifylld();
    store.getState().setTredjeman(enTredjeman());
    store.getState().setMall(enMall());
    expect(store.getState().giltigaSteg.underskrift).toBe(true);
    expect(store.getState().skapande.signeringsval).toBe('s1');
  });

  it('uses sessionStorage by default', () => {
    sessionStorage.clear();
    const store = createFullmaktStore();
    store.getState().setAppMode('PRIVAT');
    expect(sessionStorage.getItem(FULLMAKT_STORE_NAMN)).toContain('PRIVAT');
    sessionStorage.clear();
  });
});
