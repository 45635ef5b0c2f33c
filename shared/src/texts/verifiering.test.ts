// @vitest-environment node
import { verifieringText } from './verifiering';

describe('verifieringText', () => {
  it('names the day a revoked or returned power stopped, once', () => {
    expect(verifieringText('ATERKALLAD', '2026-11-20')).toBe(
      'Fullmakten är inte giltig. Den återkallades den 2026-11-20.',
    );
    expect(verifieringText('ATERLAMNAD', '2026-11-21')).toBe(
      'Fullmakten är inte giltig. Fullmaktshavaren lämnade tillbaka fullmakten den 2026-11-21.',
    );
  });

  it('says a sentence for each verdict without a day', () => {
    expect(verifieringText('GILTIG')).toBe('Fullmakten är giltig.');
    expect(verifieringText('ATERLAMNAD')).toBe(
      'Fullmakten är inte giltig. Fullmaktshavaren lämnade tillbaka fullmakten.',
    );
  });
});
