import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { kvitteraServerfel, serverfelStore } from '../serverfel-store';
import { nyKlient, omslag } from './test-helpers';

const serverfel = () => Promise.reject(new ApiError('okant.fel', 503));

beforeEach(() => {
  kvitteraServerfel();
  window.history.replaceState(null, '', '/privat/fullmaktsgivare/fullmakt?id=f1');
});

describe('a server error in the shared query client', () => {
  it('is reported with the page when the page on screen waits for the data', async () => {
    const qc = nyKlient();
    const { result } = renderHook(() => useQuery({ queryKey: ['sida'], queryFn: serverfel }), {
      wrapper: omslag(qc),
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(serverfelStore.getState().fran).toBe('/privat/fullmaktsgivare/fullmakt?id=f1');
  });

  it('is not reported for a load no component waits for (the user has moved on)', async () => {
    const qc = nyKlient();
    await expect(qc.fetchQuery({ queryKey: ['ingen'], queryFn: serverfel })).rejects.toThrow();
    expect(serverfelStore.getState().fran).toBeUndefined();
  });

  it('is not reported for a background refresh of data already shown', async () => {
    const qc = nyKlient();
    let svar: () => Promise<string> = () => Promise.resolve('data');
    const { result } = renderHook(() => useQuery({ queryKey: ['visad'], queryFn: () => svar() }), {
      wrapper: omslag(qc),
    });
    await waitFor(() => {
      expect(result.current.data).toBe('data');
    });
    svar = serverfel;
    await act(() => qc.refetchQueries({ queryKey: ['visad'] }));
    expect(qc.getQueryState(['visad'])?.status).toBe('error');
    expect(result.current.data).toBe('data');
    expect(serverfelStore.getState().fran).toBeUndefined();
  });
});
