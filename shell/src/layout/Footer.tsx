import { Link } from 'react-router';

const columns = [
  {
    heading: 'Om webbsidan',
    links: [
      { to: '/info/tillganglighet', label: 'Tillgänglighet' },
      { to: '/info/kakor', label: 'Kakor' },
      { to: '/info/personuppgifter', label: 'Personuppgifter' },
    ],
  },
  {
    heading: 'Om webbplatsen',
    links: [
      { to: '/info/om-oss', label: 'Om oss' },
      { to: '/info/nyheter', label: 'Nyheter' },
      { to: '/info/kontakta-oss', label: 'Kontakta oss' },
    ],
  },
  {
    heading: 'Tjänsten',
    links: [
      { to: '/info/fungerar', label: 'Så fungerar det' },
      { to: '/info/fragor-och-svar', label: 'Frågor och svar' },
      { to: '/info/anslutna-parter', label: 'Anslutna parter' },
      { to: '/info/anslut', label: 'Anslut till tjänsten' },
      { to: '/info/varfor-ansluta', label: 'Varför ansluta?' },
      { to: '/info/utvecklare', label: 'För utvecklare' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {columns.map((column) => (
          <section key={column.heading} aria-labelledby={`sidfot-${column.heading}`}>
            <h2 id={`sidfot-${column.heading}`} className="site-footer__heading">
              {column.heading}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p>Fullmakt förvaltas av Myndigheten för digitala fullmakter.</p>
        <p className="site-footer__eu">
          <span aria-hidden="true" className="site-footer__eu-flag" />
          Finansieras av Europeiska unionen
        </p>
      </div>
    </footer>
  );
}
