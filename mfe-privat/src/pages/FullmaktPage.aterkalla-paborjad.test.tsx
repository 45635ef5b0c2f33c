import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enFullmakt, svaraHttp } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

beforeEach(() => {
  nollstall();
});

// Issue 36 item 16: the only onward share is started, not signed. It is no power shared
// onward, so none is counted; the dialog and the outcome say what becomes of it.
it('revoking a power whose only onward share is unsigned counts none and says the share stops', async () => {
  svaraHttp((a) =>
    a.method === 'POST'
      ? { data: { aterkallade: 1, avbrutnaDelningar: 1 } }
      : {
          data: enFullmakt({
            metadata: { utdelningar: [], vidaredelad: false, paborjadeUtdelningar: 1 },
          }),
        },
  );
  renderVid(VY);
  await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
  const dialog = screen.getByRole('dialog', { name: 'Vill du återkalla fullmakten?' });
  expect(dialog).toHaveTextContent('Inga fullmakter har delats vidare från den här fullmakten.');
  expect(dialog).toHaveTextContent(
    'Fullmaktshavaren har påbörjat en delning som inte är underskriven. Den avbryts och kan inte längre skrivas under.',
  );
  await userEvent.click(screen.getByRole('button', { name: /^Ja, / }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'Fullmakten är återkallad. En delning som fullmaktshavaren hade påbörjat men inte skrivit under har avbrutits och kan inte längre skrivas under.',
  );
  expect(status).not.toHaveTextContent('som delats vidare har också återkallats');
});

// Issue 36 item 17: SPEC §8's reminder after a revoke the holder could not be told of.
it('reminds the grantor to tell the holder of the revoke when the holder could not be notified', async () => {
  svaraHttp((a) =>
    a.method === 'POST'
      ? { data: { aterkallade: 1, aviseringMisslyckades: true } }
      : { data: enFullmakt() },
  );
  renderVid(VY);
  await userEvent.click(await screen.findByRole('button', { name: 'Återkalla fullmakt' }));
  await userEvent.click(screen.getByRole('button', { name: /^Ja, / }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Vi kunde inte meddela fullmaktshavaren att fullmakten är återkallad. Kom ihåg att själv berätta det för personen.',
  );
});
