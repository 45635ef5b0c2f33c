// @vitest-environment node
import { DELA_VIDARE_BEHORIGHET_KOD, type MallBehorighet } from '@fullmakt/shared/domain';
import { behorighetTexter } from '@fullmakt/shared/texts';
import { ApiError } from '../core/api-error';
import { checkPermissions, type PermissionRules } from './permissions-check';

/** The server's check of chosen permissions (SPEC §5 Permissions), without a database. */
const offer = (kod: string, obligatorisk = false): MallBehorighet => ({
  kod,
  rubrik: `Rubrik ${kod}`,
  beskrivning: `Beskrivning ${kod}`,
  obligatorisk,
});
const chosen = (...kods: string[]) => kods.map((kod) => ({ kod, rubrik: 'x', beskrivning: 'y' }));
const mall: PermissionRules = {
  offered: [offer('a', true), offer('b'), offer(DELA_VIDARE_BEHORIGHET_KOD)],
  isShare: false,
  shareRightAllowed: true,
};

function refusal(run: () => unknown): { status: number; kod: string; meddelande: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) {
      return { status: error.status, kod: error.kod, meddelande: error.message };
    }
    throw error;
  }
  throw new Error('no refusal');
}

describe('SPEC §5 Permissions, checked by the server', () => {
  it('answers the chosen ones in the offer order with the offer texts, nothing else', () => {
    expect(checkPermissions(chosen('b', 'a'), mall)).toEqual([
      { kod: 'a', rubrik: 'Rubrik a', beskrivning: 'Beskrivning a' },
      { kod: 'b', rubrik: 'Rubrik b', beskrivning: 'Beskrivning b' },
    ]);
  });

  it('nothing the template (or the origin) does not offer', () => {
    expect(refusal(() => checkPermissions(chosen('a', 'z'), mall))).toMatchObject({
      status: 400,
      kod: 'fullmakt.ogiltig',
    });
  });

  it('every mandatory permission included', () => {
    expect(refusal(() => checkPermissions(chosen('b'), mall))).toMatchObject({
      status: 400,
      kod: 'fullmakt.ogiltig',
    });
  });

  it('at least one', () => {
    const valfri = { ...mall, offered: [offer('b')] };
    expect(refusal(() => checkPermissions([], valfri))).toEqual({
      status: 400,
      kod: 'fullmakt.ogiltig',
      meddelande: behorighetTexter.minstEn,
    });
  });

  it('a power that carries the share right needs one permission besides it', () => {
    const valfri = { ...mall, offered: [offer('b'), offer(DELA_VIDARE_BEHORIGHET_KOD)] };
    expect(refusal(() => checkPermissions(chosen(DELA_VIDARE_BEHORIGHET_KOD), valfri))).toEqual({
      status: 400,
      kod: 'fullmakt.ogiltig',
      meddelande: behorighetTexter.minstEnUtoverDelning,
    });
    expect(checkPermissions(chosen('b', DELA_VIDARE_BEHORIGHET_KOD), valfri)).toHaveLength(2);
  });

  it('a power shared onward needs one permission besides the share right, even without it', () => {
    const share = {
      offered: [offer('b'), offer(DELA_VIDARE_BEHORIGHET_KOD)],
      isShare: true,
      shareRightAllowed: true,
    };
    expect(
      refusal(() => checkPermissions(chosen(DELA_VIDARE_BEHORIGHET_KOD), share)).meddelande,
    ).toBe(behorighetTexter.minstEnUtoverDelning);
    expect(checkPermissions(chosen('b'), share)).toEqual([
      { kod: 'b', rubrik: 'Rubrik b', beskrivning: 'Beskrivning b' },
    ]);
  });

  it('the share right where it may not be passed on: 409, the template or the share named', () => {
    const utan = { ...mall, shareRightAllowed: false };
    expect(
      refusal(() => checkPermissions(chosen('a', DELA_VIDARE_BEHORIGHET_KOD), utan)),
    ).toMatchObject({ status: 409, kod: 'mall.inte.transportfullmakt' });
    expect(
      refusal(() =>
        checkPermissions(chosen('a', DELA_VIDARE_BEHORIGHET_KOD), { ...utan, isShare: true }),
      ),
    ).toMatchObject({ status: 409, kod: 'fullmakt.inte.transportfullmakt' });
    expect(checkPermissions(chosen('a'), utan)).toHaveLength(1);
  });
});
