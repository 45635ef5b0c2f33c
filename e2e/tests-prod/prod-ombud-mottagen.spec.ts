// The holder's journey through the production shape's front: Anna gives Ali a power, Ali
// signs in on another browser and opens it among the powers he has received.
import { expect, test } from '../src/prod-fixtures';
import { annaGerAli, idag, nastaAr, oppnaMottagen, period } from '../src/ombud-journey';
import { testPersons } from '../src/sign-in';

const tom = `${nastaAr}-06-${String(10 + (Date.now() % 18)).padStart(2, '0')}`;

test.describe('production shape: the holder', () => {
  test('Ali opens the power Anna gave him', async ({ openPage }) => {
    {
      const p = await openPage();
      await annaGerAli(p, idag, tom);
    }
    {
      const p = await openPage();
      await oppnaMottagen(p, testPersons.ali, period(idag, tom));
      await expect(p.page.getByText('Anmäla ägarbyte')).toBeVisible();
      await p.check();
    }
  });
});
