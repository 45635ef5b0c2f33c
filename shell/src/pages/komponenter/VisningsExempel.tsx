import { useState } from 'react';
import { Alert, BreadcrumbNav, ButtonRow, komponentsidaTexter as t } from '@fullmakt/shared';
import { Pagination, Spinner, Tabell, Tag } from '@fullmakt/shared/flode';

/** What shows rather than asks: alerts, tags, a table, pagination, breadcrumbs, spinner. */
export function VisningsExempel() {
  const [sida, setSida] = useState(2);
  return (
    <>
      <h2>{t.meddelanden}</h2>
      <Alert>
        <p>{t.info}</p>
      </Alert>
      <Alert ton="success">
        <p>{t.lyckad}</p>
      </Alert>
      <Alert ton="warning">
        <p>{t.varning}</p>
      </Alert>
      <Alert ton="error" rubrik={t.felRubrik} detalj={t.felDetalj}>
        <p>{t.fel}</p>
      </Alert>
      <h2>{t.taggar}</h2>
      <ButtonRow>
        <Tag>{t.tagg[0]}</Tag>
        <Tag ton="success">{t.tagg[1]}</Tag>
        <Tag ton="action">{t.tagg[2]}</Tag>
        <Tag ton="error">{t.tagg[3]}</Tag>
      </ButtonRow>
      <h2>{t.tabell}</h2>
      <Tabell
        rubrik={t.tabellRubrik}
        kolumner={t.kolumner.map((k) => ({ nyckel: k, rubrik: k }))}
        rader={t.rader.map((rad) => ({
          nyckel: rad[0],
          celler: Object.fromEntries(t.kolumner.map((k, index) => [k, rad[index]])),
        }))}
      />
      <Pagination etikett={t.sidor} sida={sida} antal={5} onSida={setSida} />
      <h2>{t.brodsmulor}</h2>
      <BreadcrumbNav
        etikett={t.brodsmulor}
        smulor={[
          { to: '/', label: t.brodsmulaStart },
          { to: '/privat', label: t.brodsmulaPrivat },
          { to: '/privat/skapa', label: t.brodsmulaHar },
        ]}
      />
      <Spinner text={t.laddar} />
    </>
  );
}
