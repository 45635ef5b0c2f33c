import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Begaran } from '../../domain/begaran';
import { axeBrott } from '../../testing/axe';
import { svaraHttp } from '../../testing/http';
import { begaransInnehall } from '../fran-begaran';
import { BegaranVy } from './BegaranVy';
import { annaInloggad, visaVyIFlodet } from './visa-vy.test-helper';

const begaran: Begaran = {
  id: 'b1',
  status: 'SKICKAD',
  begarare: { id: '199007302426', namn: 'Lena Persson' },
  fullmaktsgivare: { id: '197803122386' },
  tredjeman: { id: '2021001231', namn: 'Fordonsverket' },
  mall: { id: 'fordon-arenden', rubrik: 'Ärenden om fordon' },
  behorigheter: ['fordon.se'],
  giltigFrom: '2026-03-10',
  giltigTom: '2026-12-31',
  meddelande: 'Jag sköter bilen åt dig.',
  skickad: '2026-03-02T09:00:00.000Z',
  upphor: '2026-04-01T09:00:00.000Z',
  anledning: null,
  fullmakt: null,
};

function visa(finns = true) {
  let nu = begaran;
  const anrop = svaraHttp((a) => {
    if (a.method === 'GET' && a.url.includes('/begaranden/')) {
      return finns
        ? { data: nu }
        : { status: 404, data: { kod: 'fullmakt.saknas', meddelande: 'Hittades inte' } };
    }
    if (a.url.includes('/avboj')) {
      nu = { ...begaran, status: 'AVBOJD', anledning: 'Inte nu' };
      return { data: nu };
    }
    return { data: { mallar: [], total: 0 } };
  });
  return {
    anrop,
    ...visaVyIFlodet(
      '/privat/fullmaktsgivare/begaran',
      '/privat/fullmaktsgivare/begaran?id=b1',
      <BegaranVy tillbakaText="Tillbaka" />,
    ),
  };
}

describe('a request for a power, as its grantor sees it', () => {
  beforeEach(annaInloggad);

  it('shows who asks and why, and declines with a reason by keyboard, with no axe violations', async () => {
    const { container, anrop } = visa();
    await screen.findByText('Lena Persson');
    expect(screen.getByText('Jag sköter bilen åt dig.')).toBeTruthy();
    expect(await axeBrott(container)).toEqual([]);
    screen.getByRole('button', { name: 'Avböj' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText(/Anledning/), 'Inte nu');
    expect(await axeBrott(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Du har avböjt förfrågan. Anledning: Inte nu',
    );
    expect(anrop.find((a) => a.url.includes('/avboj'))?.data).toEqual({ anledning: 'Inte nu' });
    expect(await axeBrott(container)).toEqual([]);
    // Three axe runs: beyond the default 5 s on a loaded machine.
  }, 20_000);

  it('says so when blocking, so the grantor knows where to undo it', async () => {
    const { anrop } = visa();
    await screen.findByText('Lena Persson');
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Ta inte emot fler förfrågningar från den här avsändaren',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Du har avböjt förfrågan. Anledning: Inte nu Du tar inte emot fler förfrågningar från avsändaren. Du kan ändra det under Blockerade avsändare på översikten.',
    );
    expect(anrop.find((a) => a.url.includes('/avboj'))?.data).toEqual({ blockera: true });
  });

  it("tells a link to a request that is not there, or not the caller's, in words", async () => {
    const { container } = visa(false);
    await screen.findByText(
      'Förfrågan finns inte, eller så är den inte ställd till dig. Kontrollera länken eller gå till översikten.',
    );
    expect(screen.getByRole('link', { name: 'Tillbaka' })).toBeTruthy();
    expect(await axeBrott(container)).toEqual([]);
  });

  it('fills the draft with what was asked, a start already passed moved to today', () => {
    expect(begaransInnehall(begaran, '2026-03-02')).toEqual({
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
      giltigFrom: '2026-03-10',
      giltigTom: '2026-12-31',
      behorigheter: ['fordon.se'],
    });
    expect(begaransInnehall(begaran, '2026-03-20')?.giltigFrom).toBe('2026-03-20');
  });
});
