import { useState } from 'react';
import {
  Button,
  ButtonLink,
  ButtonRow,
  DEFAULT_ENV,
  komponentsidaTexter as t,
  PRIVAT_STEG,
  useKonfiguration,
  Ingress,
  Sida,
} from '@fullmakt/shared';
import { ConfirmDialog, WizardProgress } from '@fullmakt/shared/flode';
import { NotFoundPage } from '../NotFoundPage';
import { FaltExempel } from './FaltExempel';
import { VisningsExempel } from './VisningsExempel';

/**
 * Every component of the design system in each state, for developers, content editors and
 * the visual and forced-colours tests. Not in production: there it is an unknown page.
 */
export function KomponentSida() {
  const env = useKonfiguration((config) => config.env);
  const [dialogOppen, setDialogOppen] = useState(false);
  if (env === DEFAULT_ENV) {
    return <NotFoundPage />;
  }
  return (
    <Sida>
      <h1>{t.rubrik}</h1>
      <Ingress>{t.ingress}</Ingress>
      <h2>{t.knappar}</h2>
      <ButtonRow>
        <Button>{t.primar}</Button>
        <Button variant="secondary">{t.sekundar}</Button>
        <Button variant="link">{t.lanklik}</Button>
        <ButtonLink variant="secondary" to="/privat">
          {t.knapplank}
        </ButtonLink>
        <Button disabled>{t.avstangd}</Button>
        <Button disabled aria-busy>
          {t.laddarKnapp}
        </Button>
      </ButtonRow>
      <div className="komponent-varumarkesyta">
        <Button variant="on-brand">{t.paVarumarke}</Button>
      </div>
      <FaltExempel />
      <VisningsExempel />
      <h2>{t.steg}</h2>
      <WizardProgress ordning={PRIVAT_STEG} steg="giltighet" />
      <h2>{t.dialog}</h2>
      <ButtonRow>
        <Button onClick={() => setDialogOppen(true)}>{t.oppnaDialog}</Button>
      </ButtonRow>
      {dialogOppen ? (
        <ConfirmDialog
          rubrik={t.dialogRubrik}
          onBekrafta={() => setDialogOppen(false)}
          onAvbryt={() => setDialogOppen(false)}
        >
          <p>{t.dialogText}</p>
        </ConfirmDialog>
      ) : null}
    </Sida>
  );
}
