import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { foretagTexter, fullmaktStore, organisationValTexter } from '@fullmakt/shared';
import { alternativSvar, ENGAGEMANG, ERIK_ENSAM, orgServer, STYRELSEN } from '../test/org-server';
import { ERIK, nollstall, renderVid } from '../test/render';
import { behorighetKlar, giltighetKlar, organisationVald } from '../test/wizard';

const SKAPA = '/organisation/fullmaktsgivare/skapa';

beforeEach(() => {
  nollstall();
});

describe('the engagement guard (SPEC §2)', () => {
  it('sends a user with no organisation chosen to the engagement list, which says why', async () => {
    orgServer();
    const { router } = renderVid('/organisation/fullmaktsgivare');
    expect(
      await screen.findByText(organisationValTexter.ingenValdOrganisation),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
  });

  it("keeps the page asked for (a notice's link) through choosing the organisation", async () => {
    orgServer();
    const mal = '/organisation/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021001231';
    const { router } = renderVid(mal);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    );
    expect(router.state.location.pathname + router.state.location.search).toBe(mal);
  });

  it('sends an organisation not among the loaded engagements to the engagement list', async () => {
    fullmaktStore
      .getState()
      .setFullmaktsgivare({ id: '5569999999', typ: 'orgnr', namn: 'Okänt AB' }, 'Organisation');
    orgServer();
    const { router } = renderVid('/organisation/fullmaktsgivare/fullmakt?id=f1&orgnummer=1');
    expect(await screen.findByText(organisationValTexter.inteBland)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
  });

  it('sends the user to the list when the engagements cannot be loaded, which says so and loads again', async () => {
    organisationVald();
    let svar: 'fel' | 'ok' = 'fel';
    orgServer({
      engagemang: () => (svar === 'fel' ? { status: 500, data: {} } : { data: ENGAGEMANG }),
    });
    const { router } = renderVid('/organisation/fullmaktsgivare');
    expect(await screen.findByRole('alert')).toHaveTextContent(foretagTexter.allmant);
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
    expect(screen.queryByText(organisationValTexter.inteBland)).not.toBeInTheDocument();
    svar = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Hämta igen' }));
    expect(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    ).toBeInTheDocument();
  });

  it('lets a chosen organisation among the engagements through', async () => {
    organisationVald();
    orgServer();
    renderVid('/organisation/fullmaktsgivare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter organisationen har gett' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nordisk Byggteknik AB \(556712-3459\)/)).toBeInTheDocument();
  });

  it('needs the principal role Organisation: a person chosen in role Privat goes to the list', async () => {
    fullmaktStore
      .getState()
      .setFullmaktsgivare(
        { id: ERIK.id, typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
        'Privat',
      );
    orgServer();
    const { router } = renderVid(SKAPA);
    await screen.findByText(organisationValTexter.ingenValdOrganisation);
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
  });
});

describe('the firmatecknare guard on the create steps (SPEC §2, §5)', () => {
  it('lets a firmatecknare start: step 1 of 6', async () => {
    organisationVald();
    orgServer();
    renderVid(SKAPA);
    expect(await screen.findByText('Steg 1 av 6')).toBeInTheDocument();
    expect(fullmaktStore.getState().skapande.signeringsalternativ).toEqual([STYRELSEN]);
  });

  it('counts 5 steps when the options leave nothing to choose (the user signs alone)', async () => {
    organisationVald();
    orgServer({ signeringsalternativ: () => ({ data: alternativSvar([ERIK_ENSAM]) }) });
    renderVid(SKAPA);
    expect(await screen.findByText('Steg 1 av 5')).toBeInTheDocument();
  });

  it.each([
    ['an obstacle', { hinder: { kod: 'likvidation' } }, 'Organisationen är i likvidation'],
    ['a source error', { fel: [{ kod: 'okant.fel' }] }, foretagTexter.interFirmatecknare],
    [
      'only the generic obstacle and no option',
      { hinder: { kod: 'obehorig' } },
      foretagTexter.interFirmatecknare,
    ],
  ])(
    'sends a user blocked by %s to the engagement list, with the reason',
    async (_f, extra, text) => {
      organisationVald();
      orgServer({
        signeringsalternativ: () => ({
          data: alternativSvar(
            'hinder' in extra && extra.hinder.kod === 'obehorig' ? [] : [STYRELSEN],
            extra,
          ),
        }),
      });
      const { router } = renderVid(`${SKAPA}/mallar`);
      expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/organisation/engagemang');
      expect(screen.queryByText(/Steg \d av/)).not.toBeInTheDocument();
    },
  );

  it('lets the generic obstacle pass when a source still gives an option', async () => {
    organisationVald();
    orgServer({
      signeringsalternativ: () => ({
        data: {
          kalla: {
            '2021005448': { signeringsalternativ: [STYRELSEN], fel: [] },
            '2021005489': { signeringsalternativ: [], fel: [], hinder: { kod: 'obehorig' } },
          },
        },
      }),
    });
    renderVid(SKAPA);
    expect(await screen.findByText('Steg 1 av 6')).toBeInTheDocument();
  });

  it('sends the user to the engagement list when the options cannot be fetched', async () => {
    organisationVald();
    orgServer({ signeringsalternativ: () => ({ status: 500, data: {} }) });
    const { router } = renderVid(SKAPA);
    expect(await screen.findByText(/vem som får skriva under/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
  });
});

describe('the step prerequisites of SPEC §2 for the organisation', () => {
  it.each([
    ['mallar', 'no third party'],
    ['giltighet', 'no template'],
    ['behorighet', 'no holders'],
    ['signering', 'no holders'],
    ['underskrift', 'no holders'],
  ])('%s with %s starts again at the first step', async (steg) => {
    organisationVald();
    orgServer();
    const { router } = renderVid(`${SKAPA}/${steg}`);
    expect(await screen.findByText('Steg 1 av 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SKAPA);
  });

  it('underskrift needs signatories: without a signing choice it starts again', async () => {
    // Two options: none is chosen for the user.
    behorighetKlar([STYRELSEN, ERIK_ENSAM]);
    orgServer({ signeringsalternativ: () => ({ data: alternativSvar([STYRELSEN, ERIK_ENSAM]) }) });
    const { router } = renderVid(`${SKAPA}/underskrift`);
    expect(await screen.findByText('Steg 1 av 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SKAPA);
  });

  it('signering is reached with holders and a start date', async () => {
    giltighetKlar();
    orgServer();
    renderVid(`${SKAPA}/signering`);
    expect(await screen.findByText('Steg 5 av 6')).toBeInTheDocument();
  });

  it('behorighet needs signing options for the organisation', async () => {
    giltighetKlar([]);
    // The guard keeps the options in the store: none means not firmatecknare.
    orgServer({ signeringsalternativ: () => ({ data: alternativSvar([]) }) });
    const { router } = renderVid(`${SKAPA}/behorighet`);
    await screen.findByText(foretagTexter.interFirmatecknare);
    expect(router.state.location.pathname).toBe('/organisation/engagemang');
  });
});
