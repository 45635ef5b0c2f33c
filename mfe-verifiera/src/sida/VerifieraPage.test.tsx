import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { verifieringText, verifieraSidaTexter as t } from '@fullmakt/shared';
import type { VerifieringSvar, Verifieringsutfall } from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import { axeBrott } from '@fullmakt/shared/testing/axe';
import { routes } from '../routes';

const kod = 'eyJhbGciOiJFUzI1NiJ9.eyJmaWQiOiIxIn0.c2lnbmF0dXI';

const fullmakt: NonNullable<VerifieringSvar['fullmakt']> = {
  rubrik: 'Fullmakt för fordonsärenden',
  tredjeman: { namn: 'Fordonsverket' },
  behorigheter: [{ kod: 'B1', rubrik: 'Ställa av fordon', beskrivning: 'Ställa av och på' }],
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  fullmaktsgivare: { namn: 'Anna Andersson', sistaFyra: '1234' },
  fullmaktshavare: [{ namn: 'Lena Larsson', sistaFyra: '5678' }],
};

function svar(utfall: Verifieringsutfall, upphorde?: string): VerifieringSvar {
  return {
    utfall,
    text: verifieringText(utfall, upphorde),
    kontrollerad: '2026-11-27T09:14:00.000Z',
    ...(upphorde === undefined ? {} : { upphorde }),
    ...(utfall === 'KAN_INTE_VERIFIERAS' ? {} : { fullmakt }),
  };
}

function oppna(adress = '/verifiera') {
  return render(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [adress] })} />,
  );
}

async function skrivOchKontrollera(text: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(t.kodEtikett), text);
  await user.click(screen.getByRole('button', { name: t.kontrollera }));
}

describe('/verifiera (issue 31 item 4)', () => {
  const utfall: [Verifieringsutfall, string | undefined][] = [
    ['GILTIG', undefined],
    ['ATERKALLAD', '2026-11-20'],
    ['ATERLAMNAD', '2026-11-21'],
    ['UTGANGEN', undefined],
    ['INTE_GILTIG_ANNU', undefined],
    ['KAN_INTE_VERIFIERAS', undefined],
  ];

  it.each(utfall)(
    'shows %s as one verdict that takes focus, with no axe violation',
    async (u, dag) => {
      const anrop = svaraHttp(() => ({ data: svar(u, dag) }));
      const { container } = oppna();
      await skrivOchKontrollera(kod);

      const rubrik = await screen.findByRole('heading', { level: 2, name: t.utfallRubrik[u] });
      const utfallet = rubrik.closest('[data-utfall]');
      expect(utfallet).toHaveAttribute('data-utfall', u);
      await waitFor(() => expect(utfallet).toHaveFocus());
      expect(utfallet).toHaveTextContent(verifieringText(u, dag));
      expect(anrop.map((a) => [a.method, a.url, a.data])).toEqual([
        ['POST', '/api/verifiera', { kod }],
      ]);
      expect(await axeBrott(container)).toEqual([]);
    },
  );

  it('shows the facts a clerk needs: third party, title, permissions, validity, parties by name and last four', async () => {
    svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna();
    await skrivOchKontrollera(kod);
    const fakta = (await screen.findByRole('heading', { name: t.faktaRubrik })).closest('section');
    expect(fakta).toHaveTextContent('Fordonsverket');
    expect(fakta).toHaveTextContent('Fullmakt för fordonsärenden');
    expect(fakta).toHaveTextContent('Ställa av fordon');
    expect(fakta).toHaveTextContent(t.giltighetstid('2026-03-02', '2026-12-31'));
    expect(fakta).toHaveTextContent(t.part('Anna Andersson', '1234'));
    expect(fakta).toHaveTextContent(t.part('Lena Larsson', '5678'));
  });

  it('tells nothing of a power for a code that cannot be verified', async () => {
    svaraHttp(() => ({ data: svar('KAN_INTE_VERIFIERAS') }));
    oppna();
    await skrivOchKontrollera(kod);
    await screen.findByRole('heading', { name: t.utfallRubrik.KAN_INTE_VERIFIERAS });
    expect(screen.queryByRole('heading', { name: t.faktaRubrik })).toBeNull();
  });

  it.each(['inte-en-kod', 'abc.def', 'a.b.c.d', 'eyJh.eyJm.c2ln!'])(
    'a typed text that cannot be a code (%s): said in Swedish at the field, the summary takes focus, nothing is sent',
    async (text) => {
      const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
      const { container } = oppna();
      await skrivOchKontrollera(text);
      const lank = await screen.findByRole('link', { name: t.kodFelaktig });
      await waitFor(() => expect(lank.closest('.error-summary')).toHaveFocus());
      expect(screen.getByLabelText(t.kodEtikett)).toHaveAttribute('aria-invalid', 'true');
      expect(anrop).toEqual([]);
      expect(await axeBrott(container)).toEqual([]);
    },
  );

  it('a link whose fragment is not a code: the same message, nothing is sent', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna('/verifiera#inte-en-kod');
    const lank = await screen.findByRole('link', { name: t.kodFelaktig });
    await waitFor(() => expect(lank.closest('.error-summary')).toHaveFocus());
    expect(screen.getByLabelText(t.kodEtikett)).toHaveValue('inte-en-kod');
    expect(anrop).toEqual([]);
  });

  it('a typed code goes into the fragment: Back shows the empty form again, Forward checks it again', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    const router = createMemoryRouter(routes, { initialEntries: ['/verifiera'] });
    render(<RouterProvider router={router} />);
    await skrivOchKontrollera(kod);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    expect(router.state.location.hash).toBe(`#${kod}`);
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
    expect(screen.getByLabelText(t.kodEtikett)).toHaveValue('');
    await router.navigate(1);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    expect(anrop.map((a) => a.data)).toEqual([{ kod }, { kod }]);
  });

  it('the same code checked again is asked again', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna(`/verifiera#${kod}`);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    await userEvent.setup().click(screen.getByRole('button', { name: t.kontrollera }));
    await waitFor(() => expect(anrop).toHaveLength(2));
  });

  it('checks the code in the fragment at once: a scanned QR code lands there', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna(`/verifiera#${kod}`);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    expect(screen.getByLabelText(t.kodEtikett)).toHaveValue(kod);
    expect(anrop.map((a) => a.data)).toEqual([{ kod }]);
  });

  it('checks a new scan in the same tab: only the fragment changes', async () => {
    const anrop = svaraHttp((a) => ({
      data: svar((a.data as { kod: string }).kod === kod ? 'GILTIG' : 'KAN_INTE_VERIFIERAS'),
    }));
    const router = createMemoryRouter(routes, { initialEntries: [`/verifiera#${kod}`] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    const annan = 'eyJhbGciOiJFUzI1NiJ9.eyJmaWQiOiIyIn0.YW5uYW4';
    await router.navigate(`/verifiera#${annan}`);
    await screen.findByRole('heading', { name: t.utfallRubrik.KAN_INTE_VERIFIERAS });
    expect(screen.getByLabelText(t.kodEtikett)).toHaveValue(annan);
    expect(anrop.map((a) => a.data)).toEqual([{ kod }, { kod: annan }]);
  });

  it('takes the code out of a pasted verify link', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna();
    await skrivOchKontrollera(`https://fullmakt.example/verifiera#${kod}`);
    await screen.findByRole('heading', { name: t.utfallRubrik.GILTIG });
    expect(anrop.map((a) => a.data)).toEqual([{ kod }]);
  });

  it('an empty field: the error summary takes focus, nothing is sent, no axe violation', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    const { container } = oppna();
    await userEvent.setup().click(await screen.findByRole('button', { name: t.kontrollera }));
    const summering = await screen.findByRole('link', { name: t.kodSaknas });
    await waitFor(() => expect(summering.closest('.error-summary')).toHaveFocus());
    expect(screen.getByLabelText(t.kodEtikett)).toHaveAttribute('aria-invalid', 'true');
    expect(anrop).toEqual([]);
    expect(await axeBrott(container)).toEqual([]);
  });

  it('a code longer than any code: said at the field, nothing is sent', async () => {
    const anrop = svaraHttp(() => ({ data: svar('GILTIG') }));
    oppna();
    const falt = await screen.findByLabelText(t.kodEtikett);
    // Pasted, not typed: 2 001 keystrokes would only slow the test.
    await userEvent.setup().click(falt);
    await userEvent.setup().paste('a'.repeat(2001));
    await userEvent.setup().click(screen.getByRole('button', { name: t.kontrollera }));
    expect(await screen.findByRole('link', { name: t.kodForLang(2000) })).toBeInTheDocument();
    expect(anrop).toEqual([]);
  });

  it('the page limit (429): a clear Swedish message that takes focus, no axe violation', async () => {
    svaraHttp(() => ({
      status: 429,
      data: { kod: 'okant.fel', meddelande: 'Rate limit exceeded' },
    }));
    const { container } = oppna();
    await skrivOchKontrollera(kod);
    const fel = await screen.findByRole('alert');
    expect(fel).toHaveTextContent(t.forMangaKontroller);
    await waitFor(() => expect(fel).toHaveFocus());
    expect(await axeBrott(container)).toEqual([]);
  });

  it.each([
    ['a 500', { status: 500, data: { kod: 'okant.fel', meddelande: 'x' } }],
    ['no answer', { natverksfel: true }],
    ['an answer of another shape', { data: { utfall: 'KANSKE' } }],
  ])('%s: says the check failed, never a white page', async (_namn, svaret) => {
    svaraHttp(() => svaret);
    oppna();
    await skrivOchKontrollera(kod);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.gickInteAttKontrollera);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.titel);
  });
});
