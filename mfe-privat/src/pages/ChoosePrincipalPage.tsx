import { Link, useNavigate } from 'react-router';
import {
  Button,
  ButtonRow,
  listTexter,
  personNamn,
  privatStartTexter,
  Ingress,
  Sida,
} from '@fullmakt/shared';
import { useEgenGivare, valjSjalvSomGivare } from '../principal';
import { privatFlode } from '../flode';

/** `/privat`: a private person is always their own principal; choosing it opens the overview. */
export function ChoosePrincipalPage() {
  const givare = useEgenGivare();
  const navigate = useNavigate();
  return (
    <Sida>
      <h1>{privatStartTexter.rubrik}</h1>
      <Ingress>{privatStartTexter.ingress}</Ingress>
      {givare ? (
        <ButtonRow>
          <Button
            onClick={() => {
              valjSjalvSomGivare(givare);
              void navigate(privatFlode.oversikt);
            }}
          >
            {privatStartTexter.fortsattSom(personNamn(givare))}
          </Button>
        </ButtonRow>
      ) : (
        <p>{privatStartTexter.ingenAnvandare}</p>
      )}
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
