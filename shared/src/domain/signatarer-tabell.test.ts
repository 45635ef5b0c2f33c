// @vitest-environment node -- pure module, no DOM needed.
// SPEC §5 Signatories as one table (issue 11): for a group and a choice, the first
// problem and the room left, as the signatory step and the server apply them.
import { signatarTexter } from '../texts/validation';
import { ettSigneringsalternativ } from './test-fixtures';
import type { Signeringsalternativ } from './signering';
import { valideraSignatarer } from './validate-signatarer';

const [anna, erik, maria, lars] = ['197803122386', '196905274517', '198209142622', '197511031796'];
const karin = '198806213842';

/** Nordisk Byggteknik's board: 2 of 4. */
const styrelsen = ettSigneringsalternativ({
  min: 2,
  max: 4,
  personer: [anna, erik, maria, lars].map((id) => ({ id, obligatorisk: false })),
});
/** Fjällbyn's board: the chair Karin mandatory, 2 of 3. */
const fjallbyn = ettSigneringsalternativ({
  min: 2,
  max: 2,
  personer: [
    { id: erik, obligatorisk: false },
    { id: karin, obligatorisk: true },
    { id: maria, obligatorisk: false },
  ],
});
/** Everyone mandatory, no max. */
const alla = ettSigneringsalternativ({
  min: 1,
  max: undefined,
  personer: [
    { id: erik, obligatorisk: true },
    { id: karin, obligatorisk: true },
  ],
});

describe('signatory rules (SPEC §5)', () => {
  it.each<[string, Signeringsalternativ, string[], string | undefined, number]>([
    ['none of the board', styrelsen, [], signatarTexter.minst(2), 4],
    ['one of the board', styrelsen, [erik], 'Minst 2 personer ska skriva under', 3],
    ['two of the board', styrelsen, [erik, maria], undefined, 2],
    ['the whole board', styrelsen, [anna, erik, maria, lars], undefined, 0],
    ['the same person twice counts once', styrelsen, [erik, erik], signatarTexter.minst(2), 3],
    ['someone outside the group', styrelsen, [erik, karin], signatarTexter.utanforGrupp, 2],
    ['more than max', { ...styrelsen, max: 2 }, [erik, maria, lars], 'För många valda personer', 0],
    ['Fjällbyn without Karin', fjallbyn, [erik, maria], signatarTexter.obligatoriskSaknas, 0],
    [
      'Fjällbyn, Erik alone: Karin unchosen takes the last place',
      fjallbyn,
      [erik],
      signatarTexter.minst(2),
      0,
    ],
    ['Fjällbyn with Karin', fjallbyn, [karin, erik], undefined, 0],
    ['Fjällbyn, nobody: Karin keeps a place', fjallbyn, [], signatarTexter.minst(2), 1],
    ['all mandatory, all chosen', alla, [erik, karin], undefined, 0],
    ['all mandatory, one left out', alla, [erik], signatarTexter.obligatoriskSaknas, 0],
  ])('%s', (_namn, grupp, valda, fel, kvar) => {
    const status = valideraSignatarer(grupp, valda);
    expect(status.fel).toBe(fel);
    expect(status.kvar).toBe(kvar);
    // Below min the hint says how many more are needed; then how many more fit.
    const saknas = Math.max(0, (grupp.min ?? 0) - new Set(valda).size);
    expect(status.tips).toBe(
      saknas > 0
        ? signatarTexter.saknas(saknas)
        : kvar > 0
          ? signatarTexter.kvar(kvar)
          : signatarTexter.ingaKvar,
    );
  });

  it('lets the whole group be chosen without the mandatory rule mattering', () => {
    const helaUtanMax = { ...fjallbyn, max: undefined };
    expect(valideraSignatarer(helaUtanMax, [erik, karin, maria]).fel).toBeUndefined();
  });
});
