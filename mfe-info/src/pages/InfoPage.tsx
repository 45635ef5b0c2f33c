import type { ReactNode } from 'react';
import { Ingress, Sida } from '@fullmakt/shared/first-view';
import type { InfoPageModule } from '../content/info-page-module';
import { markdownComponents } from '../content/ContentLink';
import './info-page.css';

/**
 * One information page: its only h1 and its lead come from the file's front matter, the
 * body from the compiled Markdown. `children` is live content after the text (the list of
 * connected partners), so editors still own everything written.
 */
export function InfoPage({ page, children }: { page: InfoPageModule; children?: ReactNode }) {
  const { meta, Content } = page;
  return (
    <Sida className="info-page">
      <h1>{meta.title}</h1>
      <Ingress>{meta.description}</Ingress>
      <Content components={markdownComponents} />
      {children}
    </Sida>
  );
}
