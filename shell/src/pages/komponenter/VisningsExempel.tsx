import { Link } from 'react-router';
import { komponentsidaTexter as t } from '@fullmakt/shared';

/** What shows rather than asks: alerts, tags, a table, pagination, breadcrumbs, spinner. */
export function VisningsExempel() {
  return (
    <>
      <h2>{t.meddelanden}</h2>
      <div className="notice">
        <p>{t.info}</p>
      </div>
      <div className="notice notice--success">
        <p>{t.lyckad}</p>
      </div>
      <div className="notice notice--warning">
        <p>{t.varning}</p>
      </div>
      <div className="notice notice--error">
        <p>{t.fel}</p>
      </div>
      <h2>{t.taggar}</h2>
      <p className="button-row">
        <strong className="tag tag--success">{t.tagg[0]}</strong>
        <strong className="tag tag--action">{t.tagg[1]}</strong>
        <strong className="tag tag--error">{t.tagg[2]}</strong>
      </p>
      <h2>{t.tabell}</h2>
      <table className="tabell">
        <caption className="visually-hidden">{t.tabellRubrik}</caption>
        <thead>
          <tr>
            {t.kolumner.map((k) => (
              <th key={k} scope="col">
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {t.rader.map((rad) => (
            <tr key={rad[0]}>
              {rad.map((cell, index) => (
                <td key={cell} data-label={t.kolumner[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label={t.sidor} className="button-row">
        <button type="button" className="button button--secondary">
          {t.foregaende}
        </button>
        <span>{t.sidaAv}</span>
        <button type="button" className="button button--secondary">
          {t.nasta}
        </button>
      </nav>
      <h2>{t.brodsmulor}</h2>
      <nav aria-label={t.brodsmulor} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{t.brodsmulaStart}</Link>
          </li>
          <li>
            <Link to="/privat">{t.brodsmulaPrivat}</Link>
          </li>
          <li aria-current="page">{t.brodsmulaHar}</li>
        </ol>
      </nav>
      <p className="spinner" role="status">
        {t.laddar}
      </p>
    </>
  );
}
