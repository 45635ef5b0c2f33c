import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore, signatarId } from '@fullmakt/shared';
import type { Signeringsalternativ } from '@fullmakt/shared';
import { alternativSvar, ERIK_ENSAM, orgServer, STYRELSEN } from '../test/org-server';
import { ERIK, MARIA_ID, nollstall, renderVid } from '../test/render';
import { behorighetKlar } from '../test/wizard';

const SIGNERING = '/organisation/fullmaktsgivare/skapa/signering';
const KARIN = '198806213842';
const LENA = '199007302426';

/** Fjällbyn's board: the chair Karin mandatory, 2 of 3. */
const FJALLBYN: Signeringsalternativ = {
  id: 'fj-styrelsen',
  typ: 'STYRELSE',
  namn: 'Styrelsen',
  rubrik: 'Ordföranden och en ledamot',
  obligatorisk: true,
  min: 2,
  max: 2,
  personer: [
    { id: ERIK.id, obligatorisk: false, fornamn: 'Erik', namn: 'Johansson' },
    { id: KARIN, obligatorisk: true, fornamn: 'Karin', namn: 'Nilsson' },
    { id: LENA, obligatorisk: false, fornamn: 'Lena', namn: 'Persson' },
  ],
};

const ALLA_OBLIGATORISKA: Signeringsalternativ = {
  id: 'alla',
  typ: 'ALLA',
  namn: 'Delägarna',
  rubrik: 'Alla delägare i förening',
  obligatorisk: true,
  min: 2,
  personer: [
    { id: ERIK.id, obligatorisk: true, fornamn: 'Erik', namn: 'Johansson' },
    { id: MARIA_ID, obligatorisk: true, fornamn: 'Maria', namn: 'Svensson' },
  ],
};

beforeEach(() => {
  nollstall();
});

function vid(alternativ: Signeringsalternativ[]) {
  behorighetKlar(alternativ);
  orgServer({ signeringsalternativ: () => ({ data: alternativSvar(alternativ) }) });
  return renderVid(SIGNERING);
}

const kryssa = (namn: string | RegExp) =>
  userEvent.click(screen.getByRole('checkbox', { name: namn }));
const nasta = () => userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
/** The page's error summary (it has no live role: it takes focus instead). */
const felsammanfattning = () =>
  screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' }).parentElement;

describe('choosing signatories', () => {
  it('shows one group at a time, the groups by name and limits', async () => {
    vid([STYRELSEN, ERIK_ENSAM]);
    expect(await screen.findByText('Steg 5 av 6')).toBeInTheDocument();
    const grupper = screen.getByRole('group', { name: 'Hur ska fullmakten skrivas under?' });
    expect(
      within(grupper).getByRole('radio', { name: 'Styrelsen, minst 2 av 4' }),
    ).toBeInTheDocument();
    expect(
      within(grupper).getByRole('radio', {
        name: 'Verkställande direktören, 1 av 1 ska skriva under',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Styrelsen, minst 2 av 4' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Erik Johansson (du)' })).not.toBeChecked();
  });

  it("refuses one of the board: 'Minst 2 personer ska skriva under'", async () => {
    vid([STYRELSEN]);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Erik Johansson (du)');
    await nasta();
    // In the error summary, which takes focus, and linked to the group's first person.
    expect(felsammanfattning()).toHaveFocus();
    const lank = within(felsammanfattning() as HTMLElement).getByRole('link', {
      name: 'Minst 2 personer ska skriva under',
    });
    await userEvent.click(lank);
    expect(screen.getByRole('checkbox', { name: 'Anna Lindqvist' })).toHaveFocus();
    // And at the group itself, which it describes.
    expect(
      screen.getByRole('group', { name: /Vilka i gruppen Styrelsen/ }),
    ).toHaveAccessibleDescription(/Minst 2 personer ska skriva under/);
    expect(fullmaktStore.getState().skapande.underskrifter).toEqual([]);
  });

  it('states the minimum up front, before anyone is chosen', async () => {
    vid([STYRELSEN]);
    await screen.findByText('Steg 5 av 6');
    const grupp = screen.getByRole('group', { name: /Vilka i gruppen Styrelsen/ });
    expect(grupp).toHaveAccessibleDescription(
      'Minst 2 personer ska skriva under. Välj minst 2 personer till.',
    );
    expect(screen.queryByText('Du kan välja 4 personer till.')).not.toBeInTheDocument();
  });

  it('keeps a valid choice with the signing option and goes on to step 6 of 6', async () => {
    const { router } = vid([STYRELSEN]);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Erik Johansson (du)');
    await kryssa('Maria Svensson');
    await nasta();
    expect(await screen.findByText('Steg 6 av 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/fullmaktsgivare/skapa/underskrift');
    const s = fullmaktStore.getState().skapande;
    expect(s.signeringsval).toBe('nb-styrelsen');
    expect(s.underskrifter.map(signatarId)).toEqual([ERIK.id, MARIA_ID]);
    expect(fullmaktStore.getState().giltigaSteg.signering).toBe(true);
  });

  it("saves the choice on the server's draft, so the draft resumes with it anywhere", async () => {
    behorighetKlar([STYRELSEN]);
    const anrop = orgServer({
      signeringsalternativ: () => ({ data: alternativSvar([STYRELSEN]) }),
    });
    renderVid(SIGNERING);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Erik Johansson (du)');
    await kryssa('Maria Svensson');
    await nasta();
    await screen.findByText('Steg 6 av 6');
    expect(anrop.find((a) => a.method === 'PUT')?.data).toMatchObject({
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: ERIK.id }, { id: MARIA_ID }],
    });
  });

  it('stays on the step and says so when the choice cannot be saved', async () => {
    behorighetKlar([STYRELSEN]);
    orgServer({
      signeringsalternativ: () => ({ data: alternativSvar([STYRELSEN]) }),
      annat: (a) =>
        a.method === 'PUT' ? { status: 400, data: { kod: 'fullmakt.ogiltig' } } : undefined,
    });
    const { router } = renderVid(SIGNERING);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Erik Johansson (du)');
    await kryssa('Maria Svensson');
    await nasta();
    expect(await screen.findByText('Misslyckades med att spara utkastet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SIGNERING);
    expect(fullmaktStore.getState().giltigaSteg.signering).not.toBe(true);
  });

  it('gives the remaining-count hint as people are chosen', async () => {
    vid([STYRELSEN]);
    await screen.findByText('Steg 5 av 6');
    expect(screen.getByText('Välj minst 2 personer till.')).toBeInTheDocument();
    await kryssa('Erik Johansson (du)');
    expect(screen.getByText('Välj minst 1 person till.')).toBeInTheDocument();
    await kryssa('Maria Svensson');
    expect(screen.getByText('Du kan välja 2 personer till.')).toBeInTheDocument();
  });

  it("refuses more than max: 'För många valda personer'", async () => {
    vid([{ ...STYRELSEN, max: 2 }]);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Erik Johansson (du)');
    await kryssa('Maria Svensson');
    expect(screen.getByText('Du kan inte välja fler personer.')).toBeInTheDocument();
    await kryssa('Anna Lindqvist');
    await nasta();
    expect(felsammanfattning()).toHaveTextContent('För många valda personer');
  });

  it('marks the mandatory member, chosen from the start, and counts her against the room left', async () => {
    vid([FJALLBYN]);
    const karin = await screen.findByRole('checkbox', {
      name: 'Karin Nilsson (måste skriva under)',
    });
    expect(karin).toBeChecked();
    expect(screen.getByText('Välj minst 1 person till.')).toBeInTheDocument();
    await kryssa('Erik Johansson (du)');
    expect(screen.getByText('Du kan inte välja fler personer.')).toBeInTheDocument();
    await kryssa('Karin Nilsson (måste skriva under)');
    // Karin unchosen still takes her place: no one more.
    expect(screen.getByText('Välj minst 1 person till.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lena Persson' })).not.toBeChecked();
  });

  it('refuses Fjällbyn without its mandatory member Karin', async () => {
    vid([FJALLBYN]);
    await screen.findByText('Steg 5 av 6');
    await kryssa('Karin Nilsson (måste skriva under)');
    await kryssa('Erik Johansson (du)');
    await kryssa('Lena Persson');
    await nasta();
    expect(felsammanfattning()).toHaveTextContent(
      'Alla obligatoriska personer i gruppen måste skriva under.',
    );
  });

  it('chooses a group where all are mandatory for the user, and says why', async () => {
    vid([STYRELSEN, ALLA_OBLIGATORISKA]);
    await userEvent.click(await screen.findByRole('radio', { name: /^Delägarna/ }));
    expect(
      screen.getByText('Alla i gruppen måste skriva under. Alla är valda.'),
    ).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    await nasta();
    expect(await screen.findByText('Steg 6 av 6')).toBeInTheDocument();
    expect(fullmaktStore.getState().skapande.signeringsval).toBe('alla');
  });

  it('chooses the user alone in a one-person group, and says why', async () => {
    vid([STYRELSEN, ERIK_ENSAM]);
    await userEvent.click(await screen.findByRole('radio', { name: /^Verkställande direktören/ }));
    expect(screen.getByRole('checkbox', { name: 'Erik Johansson (du)' })).toBeChecked();
    expect(
      screen.getByText(
        'Du är den enda som kan skriva under för organisationen i den här gruppen. Du är vald.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a group when none is chosen', async () => {
    vid([STYRELSEN, ERIK_ENSAM]);
    await screen.findByText('Steg 5 av 6');
    await nasta();
    expect(felsammanfattning()).toHaveTextContent('Välj hur fullmakten ska skrivas under.');
  });

  it('shows the earlier choice again when the user comes back', async () => {
    behorighetKlar([STYRELSEN]);
    fullmaktStore
      .getState()
      .setSigneringsval('nb-styrelsen', [
        { fysiskPerson: { id: ERIK.id, typ: 'pnr' } },
        { fysiskPerson: { id: MARIA_ID, typ: 'pnr' } },
      ]);
    orgServer();
    renderVid(SIGNERING);
    expect(await screen.findByRole('checkbox', { name: 'Maria Svensson' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Erik Johansson (du)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Anna Lindqvist' })).not.toBeChecked();
  });
});
