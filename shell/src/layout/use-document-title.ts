import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { routeHandle } from '@fullmakt/shared/first-view';

/** `<title>` from the deepest route that names one, so every page has its own title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => routeHandle(match).title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} – Fullmakt` : 'Fullmakt';
  }, [title]);
}
