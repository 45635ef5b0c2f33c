import { CanceledError } from 'axios';
import { renderHook, waitFor } from '@testing-library/react';
import { svaraHttp } from '../../testing/http';
import {
  fullmaktListaQuery,
  hamtaFullmaktLista,
  listaFilter,
  tvingaListUppdatering,
  useFullmaktLista,
} from './fullmakt-lista';
import { taBortFullmaktFranCache } from './cache-updates';
import { listStore } from './list-store';
import { queryKeys } from './query-keys';
import type { ListaNyckel } from './query-keys';
import { listSvar, nyKlient, omslag } from './test-helpers';
import { enFullmakt } from '../../domain/test-fixtures';
import type { FullmaktListaSvar } from '../../domain/listing';
import type { Fullmakt } from '../../domain/fullmakt';

const startTillstand = listStore.getState();
const n = (apiSida = 0, typ: 'givare' | 'havare' = 'givare'): ListaNyckel => ({
  typ,
  partId: 'org',
  text: '',
  apiSida,
});

beforeEach(() => {
  listStore.setState(startTillstand, true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('power lists', () => {
  it('asks the API for pages of 20 with the right party', () => {
    expect(listaFilter({ typ: 'givare', partId: 'o', text: ' x ', apiSida: 2 })).toEqual({
      text: 'x',
      fullmaktsgivare: { id: 'o' },
      page: { page: 2, size: 20 },
    });
    expect(
      listaFilter({ typ: 'havare', partId: 'p', text: '', tid: 'AKTUELL', apiSida: 0 }),
    ).toEqual({
      fullmaktshavare: { id: 'p' },
      tid: 'AKTUELL',
      page: { page: 0, size: 20 },
    });
  });

  it('caches a list for 90 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = nyKlient();
    const inspelade = svaraHttp(() => ({ data: listSvar(['a']) }));
    await qc.fetchQuery(fullmaktListaQuery(qc, n()));
    vi.setSystemTime(Date.now() + 89_000);
    await qc.fetchQuery(fullmaktListaQuery(qc, n()));
    expect(inspelade).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await qc.fetchQuery(fullmaktListaQuery(qc, n()));
    expect(inspelade).toHaveLength(2);
  });

  it('reloads at once on a forced refresh', async () => {
    const qc = nyKlient();
    const inspelade = svaraHttp(() => ({ data: listSvar(['a']) }));
    await qc.fetchQuery(fullmaktListaQuery(qc, n()));
    await tvingaListUppdatering(qc, 'givare');
    await qc.fetchQuery(fullmaktListaQuery(qc, n()));
    expect(inspelade).toHaveLength(2);
  });

  it('cancels the previous request and ignores its reply', async () => {
    const qc = nyKlient();
    const svara: (() => void)[] = [];
    const inspelade = svaraHttp((anrop) => {
      const sida = (anrop.data as { filter: { page: { page: number } } }).filter.page.page;
      const vanta = new Promise<void>((resolve) => svara.push(resolve));
      return { vanta, data: sida === 0 ? listSvar(['gammal']) : listSvar(['ny'], 1, 21) };
    });
    const avbrutna = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const forsta = qc.fetchQuery(fullmaktListaQuery(qc, n(0))).catch((e: unknown) => e);
    await vi.waitFor(() => expect(inspelade).toHaveLength(1));
    const andra = qc.fetchQuery(fullmaktListaQuery(qc, n(1)));
    await vi.waitFor(() => expect(inspelade).toHaveLength(2));
    // The first request was aborted by the second, before its answer came.
    expect(avbrutna).toHaveBeenCalledTimes(1);
    svara.forEach((svar) => svar());
    expect((await andra).fullmakter[0]?.id).toBe('ny');
    await forsta;
    expect(qc.getQueryData(queryKeys.lista(n(0)))).toBeUndefined();
  });

  it('resets the list and its page after a failed load', async () => {
    const qc = nyKlient();
    qc.setQueryData(queryKeys.lista(n(1)), listSvar(['b'], 1, 21));
    listStore.getState().setUiSida('givare', 6);
    svaraHttp(() => ({ status: 500 }));
    await expect(hamtaFullmaktLista(qc, n(0))).rejects.toMatchObject({ kod: 'okant.fel' });
    expect(qc.getQueryData(queryKeys.lista(n(1)))).toBeUndefined();
    expect(listStore.getState().givare.uiSida).toBe(1);
  });

  it('does not reset on a cancelled load', async () => {
    const qc = nyKlient();
    qc.setQueryData(queryKeys.lista(n(1)), listSvar(['b'], 1, 21));
    // Were the request sent, its failure would reset the list.
    const inspelade = svaraHttp(() => ({ status: 500 }));
    const avbruten = new AbortController();
    avbruten.abort();
    await expect(hamtaFullmaktLista(qc, n(0), avbruten.signal)).rejects.toBeInstanceOf(
      CanceledError,
    );
    expect(inspelade).toHaveLength(0);
    expect(qc.getQueryData(queryKeys.lista(n(1)))).toBeDefined();
  });

  it('shows UI pages of 5 out of the API page', async () => {
    const qc = nyKlient();
    const ids = Array.from({ length: 20 }, (_, i) => `f${i}`);
    svaraHttp(() => ({ data: listSvar(ids, 0, 23) }));
    listStore.getState().setUiSida('givare', 2);
    const { result } = renderHook(() => useFullmaktLista('givare', 'org'), { wrapper: omslag(qc) });
    await waitFor(() => expect(result.current.rader).toHaveLength(5));
    expect(result.current.rader[0]?.id).toBe('f5');
    expect(result.current.antalSidor).toBe(5);
    expect(result.current.totalt).toBe(23);
  });

  it('goes back to the first page when a page above the first comes back empty', async () => {
    const qc = nyKlient();
    const inspelade = svaraHttp((req) => {
      const sida = (req.data as { filter: { page: { page: number } } }).filter.page.page;
      return { data: sida === 0 ? listSvar(['a'], 0, 1) : listSvar([], sida, 1) };
    });
    listStore.getState().setUiSida('givare', 5);
    const { result } = renderHook(() => useFullmaktLista('givare', 'org'), { wrapper: omslag(qc) });
    await waitFor(() => expect(result.current.uiSida).toBe(1));
    await waitFor(() => expect(result.current.rader.map((f) => f.id)).toEqual(['a']));
    expect(inspelade.length).toBe(2);
  });

  it('resets the page to 1 on a new filter', () => {
    listStore.getState().setUiSida('havare', 4);
    listStore.getState().setFilter('havare', { text: 'skatt' });
    expect(listStore.getState().havare).toEqual({ text: 'skatt', uiSida: 1 });
  });

  it('removes a deleted power from lists, totals, details and its origin', () => {
    const qc = nyKlient();
    const origin = enFullmakt({
      id: 'o',
      metadata: { utdelningar: [{ id: 'a' }], vidaredelad: true },
    });
    qc.setQueryData(queryKeys.lista(n(0)), {
      ...listSvar(['a', 'b'], 0, 2),
      fullmakter: [origin, enFullmakt({ id: 'a' })],
    });
    qc.setQueryData(queryKeys.lista(n(0, 'havare')), listSvar(['a'], 0, 1));
    qc.setQueryData(queryKeys.fullmakt('t', 'a'), enFullmakt({ id: 'a' }));
    qc.setQueryData(queryKeys.fullmakt('t', 'o'), origin);
    taBortFullmaktFranCache(qc, 'a');
    const givare = qc.getQueryData<FullmaktListaSvar>(queryKeys.lista(n(0)));
    expect(givare?.fullmakter.map((f) => f.id)).toEqual(['o']);
    expect(givare?.page.totalElements).toBe(1);
    expect(givare?.fullmakter[0]?.metadata).toEqual({ utdelningar: [], vidaredelad: false });
    expect(
      qc.getQueryData<FullmaktListaSvar>(queryKeys.lista(n(0, 'havare')))?.page.totalElements,
    ).toBe(0);
    expect(qc.getQueryData(queryKeys.fullmakt('t', 'a'))).toBeUndefined();
    expect(qc.getQueryData<Fullmakt>(queryKeys.fullmakt('t', 'o'))?.metadata?.vidaredelad).toBe(
      false,
    );
  });

  it('maps a network failure without reply to network.error', async () => {
    const qc = nyKlient();
    svaraHttp(() => ({ natverksfel: true }));
    await expect(hamtaFullmaktLista(qc, n(0))).rejects.toMatchObject({ kod: 'network.error' });
  });
});
