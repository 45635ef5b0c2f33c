// Helpers for the server-state tests: a fresh QueryClient per test and a React wrapper.
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { enFullmakt } from '../../domain/test-fixtures';
import type { FullmaktListaSvar } from '../../domain/listing';

export function nyKlient(): QueryClient {
  return createQueryClient();
}

export function omslag(qc: QueryClient) {
  return function Omslag({ children }: { children: ReactNode }) {
    return createElement(QueryClientProvider, { client: qc }, children);
  };
}

export function listSvar(ids: string[], number = 0, totalElements = ids.length): FullmaktListaSvar {
  return {
    fullmakter: ids.map((id) => enFullmakt({ id })),
    page: { number, size: 20, totalElements, totalPages: Math.ceil(totalElements / 20) },
  };
}
