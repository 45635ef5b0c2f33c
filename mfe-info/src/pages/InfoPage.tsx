import type { ReactNode } from 'react';
import { Ingress, oversattningSaknasTexts, Sida } from '@fullmakt/shared/first-view';
import type { InfoPageModule } from '../content/info-page-module';
import { markdownComponents } from '../content/ContentLink';
import './info-page.css';

/**
 * One information page: its only h1 and its lead come from the file's front matter, the
 * body from the compiled Markdown. `children` is live content after the text (the list of
 * connected partners), so editors still own everything written. An English page without a
 * translation yet shows the Swedish text under a note in English, marked `lang="sv"`.
 */
export function InfoPage({ page, children }: { page: InfoPageModule; children?: ReactNode }) {
  const { meta, Content } = page;
  const text = (
    <>
      <Ingress>{meta.description}</Ingress>
      <Content components={markdownComponents} />
    </>
  );
  if (page.translated === false) {
    return (
      <Sida className="info-page">
        <h1 lang="sv">{meta.title}</h1>
        <p className="translation-missing">{oversattningSaknasTexts.notis}</p>
        <div lang="sv">{text}</div>
        {children}
      </Sida>
    );
  }
  return (
    <Sida className="info-page">
      <h1>{meta.title}</h1>
      {text}
      {children}
    </Sida>
  );
}
