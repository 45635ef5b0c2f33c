import { Link, useNavigate } from 'react-router';
import {
  type AppMode,
  Button,
  fullmaktStore,
  roleTexts,
  startTexts,
  startvagForAppMode,
  useFullmaktStore,
  useSessionStore,
  Ingress,
  Sida,
} from '@fullmakt/shared/first-view';
import { markdownComponents } from '../content/ContentLink';
import type { InfoPageModule } from '../content/info-page-module';

/**
 * `/`: what the service is and where to begin. The title, lead and text are the editors'
 * (content/start.md); the role choice and sign-in link are the app's. Choosing a role sets
 * it for the whole site. Someone already signed in is not asked to sign in: the link goes
 * to their pages, in the role chosen last.
 */
export function StartPage({ page }: { page: InfoPageModule }) {
  const navigate = useNavigate();
  const { meta, Content } = page;
  const inloggad = useSessionStore((s) => s.user !== undefined);
  const appMode = useFullmaktStore((s) => s.appMode);

  function begin(mode: AppMode) {
    fullmaktStore.getState().setAppMode(mode);
    void navigate(`/${mode.toLowerCase()}`);
  }

  return (
    <Sida className="start-page">
      <h1>{meta.title}</h1>
      <Ingress>{meta.description}</Ingress>
      <section aria-labelledby="kom-igang">
        <h2 id="kom-igang">{startTexts.getStartedHeading}</h2>
        <p>{startTexts.getStartedIntro}</p>
        <ul className="choice-list">
          <li>
            <Button onClick={() => begin('PRIVAT')}>{roleTexts.choosePrivat}</Button>
          </li>
          <li>
            <Button onClick={() => begin('ORGANISATION')}>{roleTexts.chooseOrganisation}</Button>
          </li>
        </ul>
        <p>
          {inloggad ? (
            <Link to={startvagForAppMode(appMode)}>{startTexts.tillFullmakter}</Link>
          ) : (
            <Link to="/login">{startTexts.login}</Link>
          )}
        </p>
      </section>
      <Content components={markdownComponents} />
    </Sida>
  );
}
