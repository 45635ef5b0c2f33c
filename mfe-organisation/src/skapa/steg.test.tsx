import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { queryClient } from '@fullmakt/shared/api';
import { skickaTillUnderskrift } from '@fullmakt/shared/flode';
import { MALL, TREDJEMAN } from '@fullmakt/shared/testing';
import { ORG_MALL, ORG_UTKAST, orgServer } from '../test/org-server';
import { ERIK, MARIA_ID, nollstall, renderVid } from '../test/render';
import { behorighetKlar, organisationVald } from '../test/wizard';

const SKAPA = '/organisation/fullmaktsgivare/skapa';

beforeEach(() => {
  nollstall();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the organisation's steps in the shared flow", () => {
  it('offers only third parties whose rights include creating', async () => {
    organisationVald();
    orgServer();
    renderVid(SKAPA);
    expect(await screen.findByRole('radio', { name: 'Skatteverket' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Bara visning' })).not.toBeInTheDocument();
  });

  it('offers templates that allow the role Organisation, and names those that do not', async () => {
    organisationVald();
    const skatteverket = TREDJEMAN[1];
    if (!skatteverket) {
      throw new Error('fixture saknas');
    }
    fullmaktStore.getState().setTredjeman(skatteverket);
    orgServer({
      annat: (a) =>
        a.url.endsWith('/mallar') ? { data: { mallar: [MALL, ORG_MALL] } } : undefined,
    });
    const { unmount } = renderVid(`${SKAPA}/mallar`);
    expect(await screen.findByRole('radio', { name: 'Bygglovsombud' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Deklarationsombud' })).not.toBeInTheDocument();
    unmount();
    // A third party with no template for organisations says so, and why.
    orgServer({
      annat: (a) => (a.url.endsWith('/mallar') ? { data: { mallar: [MALL] } } : undefined),
    });
    queryClient.removeQueries({ queryKey: ['mallar'] });
    renderVid(`${SKAPA}/mallar`);
    expect(
      await screen.findByText('Fullmakt Deklarationsombud tillåter inte rollen Organisation'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tredje man erbjuder ingen fullmakt som organisationer kan skapa.'),
    ).toBeInTheDocument();
  });

  it('signs with the chosen signing option and signatories', async () => {
    behorighetKlar();
    fullmaktStore
      .getState()
      .setSigneringsval('nb-styrelsen', [
        { fysiskPerson: { id: ERIK.id, typ: 'pnr' } },
        { fysiskPerson: { id: MARIA_ID, typ: 'pnr' } },
      ]);
    fullmaktStore.getState().klarSteg('signering');
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    const anrop = orgServer({
      annat: (a) =>
        a.url.endsWith('/underskrift')
          ? { data: { redirectUrl: '/signeringstjanst/abc' } }
          : undefined,
    });
    renderVid(`${SKAPA}/underskrift`);
    expect(await screen.findByText('Steg 6 av 6')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    await vi.waitFor(() => expect(till).toHaveBeenCalledWith('/signeringstjanst/abc'));
    const post = anrop.find((a) => a.url.endsWith('/underskrift'));
    expect(post?.data).toMatchObject({
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: ERIK.id }, { id: MARIA_ID }],
    });
  });

  it('sends the power to Maria and Lars when Erik is not among them, and shows its receipt', async () => {
    behorighetKlar();
    const lars = { id: '197511031796', typ: 'pnr' as const, fornamn: 'Lars', namn: 'Karlsson' };
    const maria = { id: MARIA_ID, typ: 'pnr' as const, fornamn: 'Maria', namn: 'Svensson' };
    fullmaktStore
      .getState()
      .setSigneringsval('nb-styrelsen', [{ fysiskPerson: maria }, { fysiskPerson: lars }]);
    fullmaktStore.getState().klarSteg('signering');
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    const skickad = {
      ...ORG_UTKAST.fullmakt,
      status: 'VANTAR_PA_UNDERSKRIFT' as const,
      signatarer: [{ fysiskPerson: maria }, { fysiskPerson: lars }],
    };
    const anrop = orgServer({
      annat: (a) => {
        if (a.url.endsWith('/skicka')) {
          return { data: { fullmakt: skickad } };
        }
        return a.url.endsWith(`/utkast/${skickad.id}`)
          ? { data: { fullmakt: skickad, signeringsmodell: null } }
          : undefined;
      },
    });
    const { router } = renderVid(`${SKAPA}/underskrift`);
    expect(await screen.findByText('Steg 6 av 6')).toBeInTheDocument();
    // The review names who will sign; Erik is not among them, so he sends, not signs.
    expect(screen.getByText('Maria Svensson: Inte underskriven')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skriv under' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skicka för underskrift' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Fullmakten är skickad för underskrift',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/fullmaktsgivare/skickad');
    expect(
      await screen.findByText(
        'Maria Svensson och Lars Karlsson har fått ett meddelande om att fullmakten väntar på deras underskrift. Fullmakten skickas till tredje man när alla har skrivit under.',
      ),
    ).toBeInTheDocument();
    expect(till).not.toHaveBeenCalled();
    expect(anrop.find((a) => a.url.endsWith('/skicka'))?.data).toMatchObject({
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: MARIA_ID }, { id: lars.id }],
    });
    expect(anrop.some((a) => a.url.endsWith('/underskrift'))).toBe(false);
    // The wizard is done with it: a sent power is no draft to go back to.
    expect(fullmaktStore.getState().skapande.fullmakt).toBeUndefined();
    expect(fullmaktStore.getState().skapande.fullmaktsgivare?.id).toBe(
      ORG_UTKAST.fullmakt.fullmaktsgivare.id,
    );
  });
});
