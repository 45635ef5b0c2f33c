import { Link, useNavigate } from 'react-router';
import {
  type AppMode,
  Button,
  fullmaktStore,
  roleTexts,
  startTexts,
  Ingress,
  Sida,
} from '@fullmakt/shared/first-view';
import { markdownComponents } from '../content/ContentLink';
import type { InfoPageModule } from '../content/info-page-module';

/**
 * `/`: what the service is and where to begin. The title, lead and text are the editors'
 * (content/start.md); the role choice and sign-in link are the app's. Choosing a role sets
 * it for the whole site.
 */
export function StartPage({ page }: { page: InfoPageModule }) {
  const navigate = useNavigate();
  const { meta, Content } = page;

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
          <Link to="/login">{startTexts.login}</Link>
        </p>
      </section>
      <Content components={markdownComponents} />
    </Sida>
  );
}
