import type { Locator } from '@playwright/test';
import type { CheckedPage } from './harness';

const arFokuserad = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** Presses Tab until the element has focus, as a keyboard user moves through the page. */
export async function tabbaTill(p: CheckedPage, mal: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await arFokuserad(mal)) {
      return;
    }
    await p.page.keyboard.press('Tab');
  }
  throw new Error(`Nås inte med Tab: ${mal.toString()}`);
}

/** Tabs into a radio group, then moves with the arrow keys to the option (which checks it). */
export async function valjRadioMedTangent(p: CheckedPage, mal: Locator, max = 80): Promise<void> {
  const namn = await mal.getAttribute('name');
  for (let i = 0; i < max; i += 1) {
    const iGruppen = await p.page.evaluate(
      (n) => document.activeElement?.getAttribute('name') === n,
      namn,
    );
    if (iGruppen) {
      break;
    }
    await p.page.keyboard.press('Tab');
  }
  for (let i = 0; i < 20 && !(await arFokuserad(mal)); i += 1) {
    await p.page.keyboard.press('ArrowDown');
  }
  if (!(await mal.isChecked())) {
    await p.page.keyboard.press('Space');
  }
}

/** Tabs to a button or link and presses Enter. */
export async function tryckPa(p: CheckedPage, mal: Locator): Promise<void> {
  await tabbaTill(p, mal);
  await p.page.keyboard.press('Enter');
}

/** Tabs to a text field and types into it, replacing what it held. */
export async function skrivI(p: CheckedPage, mal: Locator, text: string): Promise<void> {
  await tabbaTill(p, mal);
  await p.page.keyboard.press('ControlOrMeta+A');
  await p.page.keyboard.type(text);
}

/** Tabs to a checkbox and toggles it with Space. */
export async function kryssaMedTangent(p: CheckedPage, mal: Locator): Promise<void> {
  await tabbaTill(p, mal);
  await p.page.keyboard.press('Space');
}
