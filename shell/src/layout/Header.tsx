import { Link, useMatches } from 'react-router';
import { routeHandle, sidhuvudTexter } from '@fullmakt/shared/first-view';
import { EnvironmentLabel } from './EnvironmentLabel';
import { RoleSwitch } from './RoleSwitch';
import { SessionControl } from './SessionControl';

/**
 * The site header (SPEC §2): logo home, the environment label outside production, the
 * contact link, and the menu (role switch, login or the user's logout menu), which a
 * route can hide with `hideHeaderMenu`.
 */
export function Header() {
  const hideMenu = useMatches().some((match) => routeHandle(match).hideHeaderMenu === true);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__brand">
          <Link to="/" className="site-header__logo">
            <span aria-hidden="true" className="site-header__mark">
              F
            </span>
            <span>Fullmakt</span>
            <span className="visually-hidden">{sidhuvudTexter.tillStartsidan}</span>
          </Link>
          <EnvironmentLabel />
        </div>
        {hideMenu ? null : <RoleSwitch />}
        <nav aria-label={sidhuvudTexter.genvagar} className="site-header__nav">
          <Link to="/info/kontakta-oss">{sidhuvudTexter.kontakt}</Link>
          {hideMenu ? null : <SessionControl />}
        </nav>
      </div>
    </header>
  );
}
