import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import { garUtSnart } from '../../domain/fornyelse';
import { idag } from '../../domain/svensk-tid';
import { personNamn, statusIOrd } from '../../texts/formatters';
import { giltighetPeriod, oversiktTexter } from '../../texts/privat';
import { useFlode } from '../flode-context';
import { Tabell } from '../../ui/Tabell';
import { Tag } from '../../ui/Tag';

/** The columns a list can show: the given list names holders, the received one grantors. */
export type Kolumn = 'givare' | 'tredjeman' | 'havare' | 'giltighet' | 'status';

/** Read when a table is drawn, so the headings are in the reader's language. */
const rubriker = (): Record<Kolumn, string> => ({
  givare: oversiktTexter.kolumnGivare,
  tredjeman: oversiktTexter.kolumnTredjeman,
  havare: oversiktTexter.kolumnHavare,
  giltighet: oversiktTexter.kolumnGiltighet,
  status: oversiktTexter.kolumnStatus,
});

function givareNamn(f: Fullmakt): string {
  const g = f.fullmaktsgivare;
  return personNamn({ id: g.id, typ: g.typ, fornamn: g.fornamn, namn: g.namn });
}

/** A text with its ISO dates kept whole: a line may break between words, never inside a date. */
function helaDatum(text: string): ReactNode {
  return text.split(/(\d{4}-\d{2}-\d{2})/).map((del, i) =>
    i % 2 === 1 ? (
      <span key={i} className="datum">
        {del}
      </span>
    ) : (
      del
    ),
  );
}

/** The status, and for a signed power near its last day the mark that it ends soon. */
function statusCell(f: Fullmakt, status: (f: Fullmakt) => ReactNode, dag: string): ReactNode {
  if (!garUtSnart(f, dag)) {
    return status(f);
  }
  return (
    <>
      {status(f)} <Tag ton="warning">{oversiktTexter.garUtSnart}</Tag>
    </>
  );
}

function cell(
  kolumn: Kolumn,
  f: Fullmakt,
  status: (f: Fullmakt) => ReactNode,
  dag: string,
): ReactNode {
  switch (kolumn) {
    case 'givare':
      return givareNamn(f);
    case 'tredjeman':
      return f.tredjeman.namn ?? f.tredjeman.id;
    case 'havare':
      return f.fullmaktshavare.map(personNamn).join(', ');
    case 'giltighet':
      return helaDatum(giltighetPeriod(f.giltigFrom, f.giltigTom));
    case 'status':
      return statusCell(f, status, dag);
  }
}

/**
 * Powers as a table: the first column links to the power (named by its template, so that
 * links differ by name), then the chosen columns. `status` lets a remote say more than the
 * status word (how far the signatures have come, say).
 */
export function FullmaktTabell({
  rader,
  kolumner,
  status = statusIOrd,
}: {
  rader: readonly Fullmakt[];
  kolumner: readonly Kolumn[];
  status?: (f: Fullmakt) => ReactNode;
}) {
  const flode = useFlode();
  const dag = idag();
  return (
    <Tabell
      className="fullmakt-lista"
      kolumner={[
        { nyckel: 'fullmakt', rubrik: oversiktTexter.kolumnFullmakt },
        ...kolumner.map((k) => ({ nyckel: k, rubrik: rubriker()[k] })),
      ]}
      rader={rader.map((f) => ({
        nyckel: f.id,
        celler: {
          fullmakt: <Link to={flode.fullmaktVag(f)}>{oversiktTexter.visaFullmakt(f.rubrik)}</Link>,
          ...Object.fromEntries(kolumner.map((k) => [k, cell(k, f, status, dag)])),
        },
      }))}
    />
  );
}
