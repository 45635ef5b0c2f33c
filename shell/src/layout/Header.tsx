import { createPath, Link, useLocation, useMatches } from 'react-router';
import {
  adressPaSprak,
  routeHandle,
  sidhuvudTexter,
  sprakvaxling,
} from '@fullmakt/shared/first-view';
import { EnvironmentLabel } from './EnvironmentLabel';
import { RoleSwitch } from './RoleSwitch';
import { SessionControl } from './SessionControl';

/**
 * The site header (SPEC §2): logo home, the environment label outside production, the
 * language switch and the contact link, and the menu (role switch, login or the user's
 * logout menu), which a route can hide with `hideHeaderMenu`. The switch is a plain link
 * (SPEC: switching language reloads the page), to the same page in the other language.
 */
export function Header() {
  const hideMenu = useMatches().some((match) => routeHandle(match).hideHeaderMenu === true);
  const switchTo = sprakvaxling(createPath(useLocation()));
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__brand">
          <Link to={adressPaSprak('/')} className="site-header__logo">
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
          <a href={switchTo.href} lang={switchTo.lang} hrefLang={switchTo.lang}>
            {switchTo.label}
          </a>
          <Link to={adressPaSprak('/info/kontakta-oss')}>{sidhuvudTexter.kontakt}</Link>
          {hideMenu ? null : <SessionControl />}
        </nav>
      </div>
    </header>
  );
}
