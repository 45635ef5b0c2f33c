import { renderHook, waitFor } from '@testing-library/react';
import { svaraHttp } from '../../testing/http';
import {
  hamtaUtkastLista,
  utkastListaQuery,
  utkastSparat,
  aterstallUtkastLista,
} from './utkast-lista';
import { taBortUtkastFranCache } from './cache-updates';
import { useTaBortUtkast } from './mutations';
import { listStore } from './list-store';
import { queryKeys } from './query-keys';
import { nyKlient, omslag } from './test-helpers';
import { enFullmakt } from '../../domain/test-fixtures';
import type { Utkast } from '../../domain/utkast';

const startTillstand = listStore.getState();
const org = { id: '5560360793', typ: 'orgnr' as const };
const utkast = (id: string): Utkast => ({ fullmakt: enFullmakt({ id }) });

beforeEach(() => {
  listStore.setState(startTillstand, true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft list', () => {
  it('starts on draft page 0 and goes to 1 on clear', () => {
    const qc = nyKlient();
    expect(listStore.getState().utkastSida).toBe(0);
    aterstallUtkastLista(qc);
    expect(listStore.getState().utkastSida).toBe(1);
  });

  it('caches for 90 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = nyKlient();
    const inspelade = svaraHttp(() => ({ data: { utkast: [utkast('u1')] } }));
    await qc.fetchQuery(utkastListaQuery(qc, org));
    vi.setSystemTime(Date.now() + 89_000);
    await qc.fetchQuery(utkastListaQuery(qc, org));
    expect(inspelade).toHaveLength(1);
    expect(inspelade[0]).toMatchObject({
      url: '/api/utkast-api/utkast/sok',
      data: { fullmaktsgivare: org },
    });
    vi.setSystemTime(Date.now() + 2_000);
    await qc.fetchQuery(utkastListaQuery(qc, org));
    expect(inspelade).toHaveLength(2);
  });

  it('resets after a failed fetch', async () => {
    const qc = nyKlient();
    qc.setQueryData(queryKeys.utkastLista('annan'), [utkast('x')]);
    listStore.getState().setUtkastSida(3);
    svaraHttp(() => ({ status: 500 }));
    await expect(hamtaUtkastLista(qc, org)).rejects.toMatchObject({ kod: 'okant.fel' });
    expect(qc.getQueryData(queryKeys.utkastLista('annan'))).toBeUndefined();
    expect(listStore.getState().utkastSida).toBe(1);
  });

  it('resets when a draft is saved for another organisation, reloads for the same', async () => {
    const qc = nyKlient();
    svaraHttp(() => ({ data: { utkast: [utkast('u1')] } }));
    await qc.fetchQuery(utkastListaQuery(qc, org));
    await utkastSparat(qc, org.id);
    expect(qc.getQueryState(queryKeys.utkastLista(org.id))?.isInvalidated).toBe(true);
    await utkastSparat(qc, '2120000142');
    expect(qc.getQueryData(queryKeys.utkastLista(org.id))).toBeUndefined();
    expect(listStore.getState().utkastOrg).toBeUndefined();
  });

  it('removes a deleted draft by id', async () => {
    const qc = nyKlient();
    qc.setQueryData(queryKeys.utkastLista(org.id), [utkast('u1'), utkast('u2')]);
    taBortUtkastFranCache(qc, 'u1');
    expect(
      qc.getQueryData<Utkast[]>(queryKeys.utkastLista(org.id))?.map((u) => u.fullmakt.id),
    ).toEqual(['u2']);
    const inspelade = svaraHttp(() => ({ status: 204 }));
    const { result } = renderHook(() => useTaBortUtkast(), { wrapper: omslag(qc) });
    result.current.mutate('u2');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(inspelade[0]).toMatchObject({ method: 'DELETE', url: '/api/utkast-api/utkast/u2' });
    expect(qc.getQueryData<Utkast[]>(queryKeys.utkastLista(org.id))).toEqual([]);
  });
});
