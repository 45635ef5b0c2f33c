import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Flode } from './flode';

const FlodeContext = createContext<Flode | undefined>(undefined);

/** Gives the steps, lists and views below the flow they are part of. */
export function FlodeProvider({ flode, children }: { flode: Flode; children: ReactNode }) {
  return <FlodeContext.Provider value={flode}>{children}</FlodeContext.Provider>;
}

/** The flow of the page; a step outside a FlodeProvider is a programming error. */
export function useFlode(): Flode {
  const flode = useContext(FlodeContext);
  if (!flode) {
    throw new Error('useFlode utanför FlodeProvider');
  }
  return flode;
}
