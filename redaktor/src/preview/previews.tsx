import type { ComponentType, ReactNode } from 'react';
import type CMS from 'decap-cms-app';
import { MemoryRouter } from 'react-router';
import { svenskTid } from '@fullmakt/shared/domain';
import { InfoPage, markdownComponents, NewsItem, StartPage } from '@fullmakt/mfe-info/preview';
import { compileBody, type CompiledBody } from './compile-body';

type PreviewComponent = Parameters<typeof CMS.registerPreviewTemplate>[1];
type PreviewProps = PreviewComponent extends ComponentType<infer P> ? P : never;

function text(props: PreviewProps, key: string): string {
  const value: unknown = props.entry.getIn(['data', key]);
  return typeof value === 'string' ? value : '';
}

/** The site's frame around a preview: its main element and a router for the links. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <main id="main">{children}</main>
    </MemoryRouter>
  );
}

function Problem({ compiled }: { compiled: Extract<CompiledBody, { ok: false }> }) {
  return (
    <div role="alert" className="notis notis--fel">
      <p>Sidan kan inte visas så här: {compiled.problem}</p>
    </div>
  );
}

/**
 * An information page as the site renders it: InfoPage (the start page: StartPage) from
 * mfe-info, its body compiled as the build compiles it, in the site's styles (main.tsx).
 */
export function pagePreview(infoSlugs: readonly string[]) {
  return function PagePreview(props: PreviewProps) {
    const compiled = compileBody(text(props, 'body'), { kind: 'page', infoSlugs });
    if (!compiled.ok) {
      return <Problem compiled={compiled} />;
    }
    const page = {
      meta: {
        title: text(props, 'title'),
        breadcrumb: text(props, 'breadcrumb'),
        description: text(props, 'description'),
      },
      Content: compiled.Content,
    };
    return (
      <Frame>
        {props.entry.get('slug') === 'start' ? <StartPage page={page} /> : <InfoPage page={page} />}
      </Frame>
    );
  };
}

/** A news item as it will stand in the list on /info/nyheter (mfe-info's NewsItem). */
export function newsPreview(infoSlugs: readonly string[]) {
  return function NewsPreview(props: PreviewProps) {
    const compiled = compileBody(text(props, 'body'), { kind: 'news', infoSlugs });
    if (!compiled.ok) {
      return <Problem compiled={compiled} />;
    }
    const date = text(props, 'date');
    return (
      <Frame>
        <div className="info-page">
          <NewsItem
            item={{
              // A new item without a date yet: Decap fills in today when it is saved.
              meta: {
                date: date === '' ? svenskTid(new Date()) : date,
                title: text(props, 'title'),
              },
              Content: compiled.Content,
            }}
            components={markdownComponents}
          />
        </div>
      </Frame>
    );
  };
}
