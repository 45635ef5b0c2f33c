import { createElement } from 'react';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { FullmaktStoreContext, useFullmaktStoreContext } from './context';
import { createFullmaktStore } from './fullmakt-store';

describe('store context', () => {
  it("throws 'Context saknas i fullmaktStore' without a provider", () => {
    const fel = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useFullmaktStoreContext((s) => s.appMode))).toThrow(
      'Context saknas i fullmaktStore',
    );
    fel.mockRestore();
  });

  it('reads the provided store', () => {
    const store = createFullmaktStore({
      storage: () => ({
        getItem: () => null,
        setItem: () => undefined,
        removeItem: () => undefined,
      }),
    });
    store.getState().setAppMode('PRIVAT');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(FullmaktStoreContext.Provider, { value: store }, children);
    const { result } = renderHook(() => useFullmaktStoreContext((s) => s.appMode), { wrapper });
    expect(result.current).toBe('PRIVAT');
  });
});
