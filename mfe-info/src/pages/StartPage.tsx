import { Link } from 'react-router';

/** `/`: what the service is and where to begin. */
export function StartPage() {
  return (
    <div className="page">
      <h1>Digitala fullmakter</h1>
      <p className="lead">
        Med Fullmakt ger du någon annan rätt att företräda dig eller din organisation hos
        myndigheter och kommuner som är anslutna till tjänsten.
      </p>
      <h2>Kom igång</h2>
      <ul>
        <li>
          <Link to="/privat">Fullmakter för dig som privatperson</Link>
        </li>
        <li>
          <Link to="/organisation">Fullmakter för ditt företag eller din organisation</Link>
        </li>
        <li>
          <Link to="/info/fungerar">Så fungerar tjänsten</Link>
        </li>
      </ul>
    </div>
  );
}
