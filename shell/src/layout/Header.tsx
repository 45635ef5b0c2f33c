import { Link } from 'react-router';
import { RoleSwitch } from './RoleSwitch';

/** The site header: logo home, the role switch and the contact link. Sign-in comes with the shell issue. */
export function Header() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <span aria-hidden="true" className="site-header__mark">
            F
          </span>
          <span>Fullmakt</span>
          <span className="visually-hidden">, till startsidan</span>
        </Link>
        <RoleSwitch />
        <nav aria-label="Genvägar" className="site-header__nav">
          <Link to="/info/kontakta-oss">Kontakta oss</Link>
        </nav>
      </div>
    </header>
  );
}
