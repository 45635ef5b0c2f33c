import { svaraHttp } from '../../testing/http';
import { behoverLaddaEngagemang, engagemangStatus, laddaEngagemang } from './engagemang-query';
import { nyKlient } from './test-helpers';

const svar = { kalla: {}, aktivaOrgnummer: ['5560360793'] };

beforeEach(() => {
  engagemangStatus.setState({ fel: false });
});

describe('engagements', () => {
  it('load when none are loaded, then use the cache', async () => {
    const qc = nyKlient();
    const inspelade = svaraHttp(() => ({ data: svar }));
    expect(behoverLaddaEngagemang(qc)).toBe(true);
    await laddaEngagemang(qc);
    expect(behoverLaddaEngagemang(qc)).toBe(false);
    await laddaEngagemang(qc);
    expect(inspelade).toHaveLength(1);
  });

  it('set an error flag on a failed load so the guard loads again', async () => {
    const qc = nyKlient();
    svaraHttp(() => ({ data: svar }));
    await laddaEngagemang(qc);
    await qc.invalidateQueries();
    svaraHttp(() => ({ status: 503 }));
    await expect(laddaEngagemang(qc)).rejects.toMatchObject({ kod: 'okant.fel' });
    expect(engagemangStatus.getState().fel).toBe(true);
    expect(behoverLaddaEngagemang(qc)).toBe(true);
    const inspelade = svaraHttp(() => ({ data: svar }));
    expect((await laddaEngagemang(qc)).aktivaOrgnummer).toEqual(['5560360793']);
    expect(inspelade).toHaveLength(1);
    expect(engagemangStatus.getState().fel).toBe(false);
  });
});
