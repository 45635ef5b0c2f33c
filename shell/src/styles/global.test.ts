// @vitest-environment node
import { raaVarden } from '@fullmakt/shared/testing';
import globalCss from './global.css?raw';

describe("the shell's style sheet", () => {
  it('uses the design tokens, not raw colours or pixel sizes', () => {
    expect(globalCss.length).toBeGreaterThan(1000);
    expect(raaVarden(globalCss)).toEqual([]);
  });
});
