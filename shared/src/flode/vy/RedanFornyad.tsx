import { Link } from 'react-router';
import type { Fullmakt } from '../../domain/fullmakt';
import { fornyaTexter } from '../../texts/privat';
import { useFlode } from '../flode-context';

/** "Fullmakten är redan förnyad." with a link to the new power, on a renewed power's pages. */
export function RedanFornyad({ fullmakt }: { fullmakt: Fullmakt }) {
  const flode = useFlode();
  if (!fullmakt.fornyadAv) {
    return null;
  }
  return (
    <p>
      {fornyaTexter.redanFornyad}{' '}
      <Link to={flode.fullmaktVag({ id: fullmakt.fornyadAv.id, tredjeman: fullmakt.tredjeman })}>
        {fornyaTexter.visaNya}
      </Link>
    </p>
  );
}
