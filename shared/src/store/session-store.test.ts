import { authState, createSessionStore, inloggadPerson, rensaLagring } from './session-store';
import type { User } from '../domain/parties';
import { createFullmaktStore, FULLMAKT_STORE_NAMN } from './fullmakt-store';

const user: User = {
  sub: 's',
  name: 'Per Persson',
  given_name: 'Per',
  family_name: 'Persson',
  personnummer: '198112189876',
  idp: 'bankid',
  id: '198112189876',
  sekretess: false,
};

describe('session store', () => {
  it('derives the auth state', () => {
    const store = createSessionStore();
    expect(authState(store.getState())).toEqual({ name: '', authenticated: false, enabled: true });
    store.getState().setUser(user);
    store.getState().setEnabled(false);
    expect(authState(store.getState())).toEqual({
      name: 'Per Persson',
      authenticated: true,
      enabled: false,
    });
    store.getState().clear();
    expect(store.getState().user).toBeUndefined();
  });

  it('makes the signed-in person from the user', () => {
    expect(inloggadPerson(user)).toEqual({
      id: '198112189876',
      typ: 'pnr',
      namn: 'Persson',
      fornamn: 'Per',
    });
  });

  it('clears both storages on logout', () => {
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '2');
    rensaLagring();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('empties the wizard in memory on logout, so no later write stores it again', () => {
    const guide = createFullmaktStore();
    guide.getState().setFullmaktsgivare({ id: '198112189876', typ: 'pnr' }, 'Privat');
    rensaLagring(guide);
    expect(guide.getState().skapande.fullmaktsgivare).toBeUndefined();
    guide.getState().klarSteg('tredjeman');
    expect(sessionStorage.getItem(FULLMAKT_STORE_NAMN) ?? '').not.toContain('198112189876');
  });
});
