import type { ReactNode } from 'react';

export interface TabellKolumn<K extends string> {
  nyckel: K;
  rubrik: string;
}

export interface TabellRad<K extends string> {
  nyckel: string;
  /** A cell per column; a column with none is an empty cell. */
  celler: Partial<Record<K, ReactNode>>;
}

interface Props<K extends string> {
  kolumner: readonly TabellKolumn<K>[];
  rader: readonly TabellRad<K>[];
  /** The table's name for assistive technology, when the heading above does not name it. */
  rubrik?: string;
  /** A page's own class beside `tabell` (for its column widths, say). */
  className?: string;
}

/**
 * A data table that becomes stacked cards below the small breakpoint: each cell carries its
 * column's name (data-label), shown beside it on a card, so nothing scrolls sideways.
 */
export function Tabell<K extends string>({ kolumner, rader, rubrik, className }: Props<K>) {
  return (
    <table className={className ? `tabell ${className}` : 'tabell'}>
      {rubrik === undefined ? null : <caption className="visually-hidden">{rubrik}</caption>}
      <thead>
        <tr>
          {kolumner.map((k) => (
            <th key={k.nyckel} scope="col">
              {k.rubrik}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rader.map((rad) => (
          <tr key={rad.nyckel}>
            {kolumner.map((k) => (
              <td key={k.nyckel} data-label={k.rubrik}>
                {rad.celler[k.nyckel]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
