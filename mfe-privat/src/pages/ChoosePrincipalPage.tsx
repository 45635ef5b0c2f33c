import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { listTexter, privatStartTexter, Ingress, Sida } from '@fullmakt/shared';
import { useEgenGivare, valjSjalvSomGivare } from '../principal';
import { privatFlode } from '../flode';

/**
 * `/privat`: a private person is always their own principal, the one possible grantor, so
 * there is nothing to choose: a signed-in person is made the principal and taken straight
 * to the overview (issue 36, item 21). The page itself is only seen without a session.
 */
export function ChoosePrincipalPage() {
  const givare = useEgenGivare();
  const navigate = useNavigate();
  useEffect(() => {
    if (givare) {
      valjSjalvSomGivare(givare);
      void navigate(privatFlode.oversikt, { replace: true });
    }
  }, [givare, navigate]);
  if (givare) {
    return null;
  }
  return (
    <Sida>
      <h1>{privatStartTexter.rubrik}</h1>
      <Ingress>{privatStartTexter.ingress}</Ingress>
      <p>{privatStartTexter.ingenAnvandare}</p>
      <ul>
        <li>
          <Link to={privatFlode.oversikt}>{listTexter.givnaRubrik}</Link>
        </li>
        <li>
          <Link to="/privat/ombud">{listTexter.mottagnaRubrik}</Link>
        </li>
      </ul>
    </Sida>
  );
}
