import { Link } from 'react-router';
import { adressPaSprak, sidfotLankar, sidfotTexter } from '@fullmakt/shared/first-view';

/**
 * SPEC §2: static links under three headings (about the web page, the site, the service),
 * the headings read at each render, in the page's language.
 */
function columns() {
  return [
    { id: 'sidfot-webbsidan', heading: sidfotTexter.omWebbsidan, links: sidfotLankar.omWebbsidan },
    {
      id: 'sidfot-webbplatsen',
      heading: sidfotTexter.omWebbplatsen,
      links: sidfotLankar.omWebbplatsen,
    },
    { id: 'sidfot-tjansten', heading: sidfotTexter.omTjansten, links: sidfotLankar.omTjansten },
  ];
}

/**
 * The footer: the link columns (to the information pages in the page's language), who
 * administers the service, and the EU funding logo.
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns().map((column) => (
          <section key={column.id} aria-labelledby={column.id}>
            <h2 id={column.id} className="site-footer__heading">
              {column.heading}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={adressPaSprak(link.to)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>{sidfotLankar.forvaltare}</p>
        <p className="site-footer__eu">
          <span aria-hidden="true" className="site-footer__eu-flag" />
          {sidfotTexter.finansiering}
        </p>
      </div>
    </footer>
  );
}
