import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott, MALL, svaraHttp, TREDJEMAN } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

beforeEach(() => {
  nollstall();
});

function svara() {
  return svaraHttp((a) => {
    if (a.url.endsWith('/tredjeman')) {
      return { data: { tredjeman: TREDJEMAN } };
    }
    if (a.url.endsWith('/mallar')) {
      return { data: { mallar: [MALL] } };
    }
    if (a.url === '/api/dfm/begaranden') {
      return { data: { meddelande: 'Förfrågan är skickad' } };
    }
    return {
      data: { begaranden: [], page: { number: 0, size: 20, totalElements: 0, totalPages: 0 } },
    };
  });
}

describe('Begär en fullmakt', () => {
  it('puts focus on the error summary when the form is sent unfilled, with no axe violations', async () => {
    svara();
    const { container } = renderVid('/privat/ombud/begar');
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka förfrågan' }));
    const sammanfattning = (
      await screen.findByRole('heading', {
        name: 'Det finns fel som behöver rättas',
      })
    ).parentElement;
    expect(sammanfattning).toHaveFocus();
    expect(sammanfattning).toHaveTextContent(
      'Fyll i fullmaktsgivarens personnummer eller organisationsnummer.',
    );
    expect(sammanfattning).toHaveTextContent('Välj vem fullmakten ska gälla hos.');
    expect(await axeBrott(container)).toEqual([]);
  });

  it(
    'sends what was chosen, by keyboard, and says only that the request is sent',
    {
      timeout: 20_000,
    },
    async () => {
      const anrop = svara();
      const { container } = renderVid('/privat/ombud/begar');
      await screen.findByRole('heading', { level: 1, name: 'Begär en fullmakt' });
      await userEvent.type(
        screen.getByLabelText(/Fullmaktsgivarens personnummer/),
        '19780312-2386',
      );
      await userEvent.selectOptions(
        await screen.findByLabelText('Vem ska fullmakten gälla hos?'),
        await screen.findByRole('option', { name: 'Skatteverket' }),
      );
      await userEvent.selectOptions(
        screen.getByLabelText('Vilken fullmakt?'),
        await screen.findByRole('option', { name: 'Deklarationsombud' }),
      );
      await userEvent.click(screen.getByRole('checkbox', { name: 'Läsa' }));
      await userEvent.type(
        screen.getByLabelText(/Meddelande/),
        'Jag hjälper dig med deklarationen.',
      );
      expect(await axeBrott(container)).toEqual([]);
      screen.getByRole('button', { name: 'Skicka förfrågan' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText('Förfrågan är skickad')).toBeInTheDocument();
      const skickad = anrop.find((a) => a.url === '/api/dfm/begaranden');
      expect(skickad?.data).toMatchObject({
        begarare: { id: '199901113572' },
        fullmaktsgivare: { id: '197803122386' },
        tredjeman: { id: '2021005448' },
        mall: { id: 'm1' },
        behorigheter: ['dekl', 'las'],
        meddelande: 'Jag hjälper dig med deklarationen.',
      });
    },
  );
});
