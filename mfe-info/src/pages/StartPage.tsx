import { Link, useNavigate } from 'react-router';
import { fullmaktStore, roleTexts, type AppMode } from '@fullmakt/shared';

/** `/`: what the service is and where to begin. Choosing a role sets it for the whole site. */
export function StartPage() {
  const navigate = useNavigate();

  function begin(mode: AppMode) {
    fullmaktStore.getState().setAppMode(mode);
    void navigate(`/${mode.toLowerCase()}`);
  }

  return (
    <div className="page">
      <h1>Digitala fullmakter</h1>
      <p className="lead">
        Med Fullmakt ger du någon annan rätt att företräda dig eller din organisation hos
        myndigheter och kommuner som är anslutna till tjänsten.
      </p>
      <h2>Kom igång</h2>
      <ul className="choice-list">
        <li>
          <button type="button" className="button" onClick={() => begin('PRIVAT')}>
            {roleTexts.choosePrivat}
          </button>
        </li>
        <li>
          <button type="button" className="button" onClick={() => begin('ORGANISATION')}>
            {roleTexts.chooseOrganisation}
          </button>
        </li>
      </ul>
      <p>
        <Link to="/info/fungerar">Läs om hur tjänsten fungerar</Link>
      </p>
    </div>
  );
}
