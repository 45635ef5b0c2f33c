import { Link } from 'react-router';

/** `/privat`: where a private person begins. The principal choice itself comes with the privat issue. */
export function ChoosePrincipalPage() {
  return (
    <div className="page">
      <h1>Välj fullmaktsgivare</h1>
      <ul>
        <li>
          <Link to="/privat/fullmaktsgivare">Fullmakter du har gett</Link>
        </li>
        <li>
          <Link to="/privat/ombud">Fullmakter du har fått</Link>
        </li>
      </ul>
    </div>
  );
}
