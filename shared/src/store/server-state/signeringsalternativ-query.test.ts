import { renderHook, waitFor } from '@testing-library/react';
import { svaraHttp } from '../../testing/http';
import {
  hamtaSigneringsalternativCachat,
  useSigneringsalternativ,
} from './signeringsalternativ-query';
import { queryKeys } from './query-keys';
import { nyKlient, omslag } from './test-helpers';
import type { SigneringsalternativBegaran } from '../../domain/signering';

const begaran: SigneringsalternativBegaran = {
  fullmaktsgivare: { id: '5560360793', typ: 'orgnr' },
  fullmaktsgivarroll: 'Organisation',
};
const svar = { kalla: { a: { signeringsalternativ: [], fel: [] } } };

afterEach(() => {
  vi.useRealTimers();
});

describe('signing options', () => {
  it('are cached for 60 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = nyKlient();
    const inspelade = svaraHttp(() => ({ data: svar }));
    await hamtaSigneringsalternativCachat(qc, begaran);
    vi.setSystemTime(Date.now() + 59_000);
    await hamtaSigneringsalternativCachat(qc, begaran);
    expect(inspelade).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await hamtaSigneringsalternativCachat(qc, begaran);
    expect(inspelade).toHaveLength(2);
  });

  it('are cleared and the error rethrown when a fetch fails', async () => {
    const qc = nyKlient();
    svaraHttp(() => ({ data: svar }));
    await hamtaSigneringsalternativCachat(qc, begaran);
    await qc.invalidateQueries({ queryKey: queryKeys.signeringsalternativ(begaran) });
    svaraHttp(() => ({ status: 500, data: { kod: 'anvandare.obehorig' } }));
    await expect(hamtaSigneringsalternativCachat(qc, begaran)).rejects.toMatchObject({
      kod: 'anvandare.obehorig',
    });
    expect(qc.getQueryData(queryKeys.signeringsalternativ(begaran))).toBeUndefined();
  });

  it('are not shown by the hook while the last fetch failed', async () => {
    const qc = nyKlient();
    qc.setQueryData(queryKeys.signeringsalternativ(begaran), svar);
    await qc.invalidateQueries({ queryKey: queryKeys.signeringsalternativ(begaran) });
    svaraHttp(() => ({ status: 500 }));
    const { result } = renderHook(() => useSigneringsalternativ(begaran), { wrapper: omslag(qc) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
