import { Component, type ComponentType } from 'react';
import { newsCollection } from '../cms-config';
import { problemOf } from './check-entry';

/** Decap's Immutable maps, as far as this widget reads them. */
interface ImmutableMap<K, V> {
  get(key: K): V | undefined;
  toJS(): unknown;
}

/** The props Decap gives a widget's control, as far as this one reads them. */
interface ControlProps {
  value?: string;
  entry: ImmutableMap<string, unknown>;
  collection: ImmutableMap<string, unknown>;
  [prop: string]: unknown;
}

/** What Decap's Widget expects from isValid: true, or an error it lists under the field. */
type Validity = true | { error: { type: 'CUSTOM'; message: string } };

/**
 * Decap's own Markdown editor with the build's content rules: before a save Decap asks
 * every field's control `isValid()`, shows the Swedish message under the field and does
 * not save while one is given. The check reads the whole entry (the front matter too), so
 * one message names whatever the build would stop on.
 */
export function ruledMarkdownControl(
  MarkdownControl: ComponentType<ControlProps>,
  infoSlugs: readonly string[],
): ComponentType<ControlProps> {
  return class RuledMarkdownControl extends Component<ControlProps> {
    isValid = (): Validity => {
      const { entry, collection, value } = this.props;
      const data = (entry.get('data') as ImmutableMap<string, unknown> | undefined)?.toJS() ?? {};
      const problem = problemOf(
        { ...(data as Record<string, unknown>), body: value ?? '' },
        {
          kind: collection.get('name') === newsCollection ? 'news' : 'page',
          slug: String(entry.get('slug') ?? 'ny-nyhet') || 'ny-nyhet',
          infoSlugs,
        },
      );
      return problem === undefined ? true : { error: { type: 'CUSTOM', message: problem } };
    };

    override render() {
      return <MarkdownControl {...this.props} />;
    }
  };
}
