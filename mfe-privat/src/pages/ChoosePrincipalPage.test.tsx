import { screen } from '@testing-library/react';
import { fullmaktStore } from '@fullmakt/shared';
import { svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { ANNA, nollstall, renderVid } from '../test/render';

describe('/privat: the one possible grantor is chosen without asking', () => {
  it('takes a signed-in person straight to the powers she has given, as their principal', async () => {
    nollstall();
    svaraHttp(() => ({ data: listSvar([]) }));
    const { router } = renderVid('/privat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare');
    expect(screen.queryByRole('heading', { name: 'Välj fullmaktsgivare' })).not.toBeInTheDocument();
    const s = fullmaktStore.getState();
    expect(s.appMode).toBe('PRIVAT');
    expect(s.skapande.fullmaktsgivare?.id).toBe(ANNA.id);
    expect(s.skapande.fullmaktsgivarroll).toBe('Privat');
    // Back does not return to a page that only passed the user on.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
