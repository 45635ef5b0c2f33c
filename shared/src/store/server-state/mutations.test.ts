import { renderHook, waitFor } from '@testing-library/react';
import { svaraHttp } from '../../testing/http';
import { useAterkalla, useAterlamna, useDelaFullmakt, useSkapaUtkast } from './mutations';
import { listStore } from './list-store';
import { queryKeys } from './query-keys';
import { listSvar, nyKlient, omslag } from './test-helpers';
import { enFullmakt } from '../../domain/test-fixtures';
import type { FullmaktListaSvar } from '../../domain/listing';
import type { Fullmakt } from '../../domain/fullmakt';

const lista = queryKeys.lista({ typ: 'havare', partId: 'p', text: '', apiSida: 0 });

describe('mutations', () => {
  it('return shows the power as returned at once, as the server lists it, and reloads the lists', async () => {
    const qc = nyKlient();
    qc.setQueryData(lista, listSvar(['a', 'b']));
    const vy = queryKeys.fullmakt('t', 'a');
    qc.setQueryData(vy, enFullmakt({ id: 'a', status: 'UNDERSKRIVEN' }));
    svaraHttp(() => ({ data: { aterlamnad: true } }));
    const { result } = renderHook(() => useAterlamna(), { wrapper: omslag(qc) });
    result.current.mutate('a');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const svar = qc.getQueryData<FullmaktListaSvar>(lista);
    // Still listed (SPEC §4: returned is a status, the server keeps the power), now returned.
    expect(svar?.fullmakter.map((f) => [f.id, f.status])).toEqual([
      ['a', 'ATERLAMNAD'],
      ['b', undefined],
    ]);
    expect(svar?.page.totalElements).toBe(2);
    // The view is reloaded when next shown, not under the page the return was made from.
    expect(qc.getQueryState(vy)?.isInvalidated).toBe(true);
    expect(qc.getQueryData<Fullmakt>(vy)?.status).toBe('UNDERSKRIVEN');
    expect(qc.getQueryState(lista)?.isInvalidated).toBe(true);
  });

  it('revoke gives the count and marks the lists for reload', async () => {
    const qc = nyKlient();
    qc.setQueryData(lista, listSvar(['a']));
    svaraHttp(() => ({ data: { aterkallade: 2 } }));
    const { result } = renderHook(() => useAterkalla(), { wrapper: omslag(qc) });
    result.current.mutate('a');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ aterkallade: 2 });
    expect(qc.getQueryState(lista)?.isInvalidated).toBe(true);
  });

  it('share marks the lists for reload', async () => {
    const qc = nyKlient();
    qc.setQueryData(lista, listSvar(['a']));
    svaraHttp(() => ({ data: enFullmakt({ id: 'ny' }) }));
    const { result } = renderHook(() => useDelaFullmakt(), { wrapper: omslag(qc) });
    result.current.mutate({ tredjeman: { id: 't' }, fullmakt: { id: 'a' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(qc.getQueryState(lista)?.isInvalidated).toBe(true);
  });

  it('a draft for another organisation resets the draft list', async () => {
    const qc = nyKlient();
    listStore.getState().setUtkastOrg('annan');
    qc.setQueryData(queryKeys.utkastLista('annan'), []);
    svaraHttp(() => ({ data: { fullmakt: enFullmakt() } }));
    const { result } = renderHook(() => useSkapaUtkast(), { wrapper: omslag(qc) });
    result.current.mutate({
      fullmaktsgivare: { id: '5560360793', typ: 'orgnr' },
      fullmaktsgivarroll: 'Organisation',
      tredjeman: { id: 't' },
      mall: { id: 'm1' },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(qc.getQueryData(queryKeys.utkastLista('annan'))).toBeUndefined();
  });
});
