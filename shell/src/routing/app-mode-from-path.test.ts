// @vitest-environment node
import { createMemoryRouter } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared/first-view';
import { followAppModeOfPath } from './app-mode-from-path';

function routerAt(path: string) {
  return createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
}

describe('the app mode follows the path', () => {
  beforeEach(() => {
    fullmaktStore.getState().setAppMode('ORGANISATION');
  });

  it('is private on a private page opened directly, whatever mode was stored', () => {
    const router = routerAt('/privat/fullmaktsgivare/fullmakt?id=demo-anna-lena-fordon');
    const stop = followAppModeOfPath(router);
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    stop();
  });

  it('changes on every navigation into the other tree, back and forward too, and not elsewhere', async () => {
    const router = routerAt('/organisation/engagemang');
    const stop = followAppModeOfPath(router);
    expect(fullmaktStore.getState().appMode).toBe('ORGANISATION');
    await router.navigate('/privat/ombud');
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    await router.navigate('/info/fungerar');
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    await router.navigate('/organisation/ombud');
    expect(fullmaktStore.getState().appMode).toBe('ORGANISATION');
    await router.navigate(-2);
    expect(fullmaktStore.getState().appMode).toBe('PRIVAT');
    stop();
  });

  it("starts a fresh wizard when the path leaves the wizard's role", async () => {
    const router = routerAt('/organisation/fullmaktsgivare');
    const stop = followAppModeOfPath(router);
    fullmaktStore
      .getState()
      .setFullmaktsgivare(
        { id: '5569345670', typ: 'orgnr', namn: 'Nordisk Byggteknik AB' },
        'Organisation',
      );
    await router.navigate('/privat/fullmaktsgivare');
    expect(fullmaktStore.getState().skapande.fullmaktsgivare).toBeUndefined();
    stop();
  });
});
