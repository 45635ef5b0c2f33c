import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Fullmakt } from '../../domain/fullmakt';
import { axeBrott } from '../../testing/axe';
import { enFullmakt } from '../../testing/fixtures';
import { svaraHttp } from '../../testing/http';
import { FornyaVy } from './FornyaVy';
import { annaInloggad, visaVyIFlodet } from './visa-vy.test-helper';

function visa(fullmakt: Fullmakt | undefined) {
  svaraHttp((a) =>
    a.method === 'GET' && fullmakt !== undefined
      ? { data: fullmakt }
      : { status: 404, data: { kod: 'fullmakt.saknas', meddelande: 'Fullmakten finns inte.' } },
  );
  return visaVyIFlodet(
    '/privat/fullmaktsgivare/fornya',
    '/privat/fullmaktsgivare/fornya?id=f1&orgnummer=2021005448',
    <FornyaVy tillbakaText="Tillbaka" />,
  );
}

describe('the renewal page', () => {
  beforeEach(annaInloggad);

  it('has no axe violations before, and after a refusal, which it shows as an alert', async () => {
    const { container } = visa(enFullmakt({ giltigTom: '2099-01-03' }));
    const knapp = await screen.findByRole('button', { name: 'Förnya fullmakten' });
    expect(await axeBrott(container)).toEqual([]);
    await userEvent.click(knapp);
    expect((await screen.findByRole('alert')).textContent).toBe('Fullmakten finns inte.');
    expect(await axeBrott(container)).toEqual([]);
  });

  it('has no axe violations when the power cannot be renewed', async () => {
    const { container } = visa(enFullmakt({ status: 'ATERLAMNAD' }));
    await screen.findByText(/Fullmakten kan inte förnyas/);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });

  it("tells a link to a power that is not there, or not the caller's, in words", async () => {
    const { container } = visa(undefined);
    await screen.findByText(
      'Fullmakten finns inte, eller så är den inte din att förnya. Kontrollera länken eller gå till översikten.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });
});
