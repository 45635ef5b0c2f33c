import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** What the alert tells: information, something that went well, a warning, an error. */
export type AlertTon = 'info' | 'success' | 'warning' | 'error';

interface Props extends HTMLAttributes<HTMLElement> {
  ton?: AlertTon;
  /** A `p` for one line of text, a `div` (the default) for a heading and paragraphs. */
  som?: 'div' | 'p';
  /** A heading (level 2) that says in words what the colour says. */
  rubrik?: ReactNode;
  /** 1 where the alert is all the page says (a part of the service that failed to load). */
  rubrikNiva?: 1 | 2;
  rubrikId?: string;
  /** A smaller closing line: a technical detail for support. */
  detalj?: ReactNode;
  /** For an alert that takes focus (a `div`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An alert (notice) on the tinted ground of its kind. It has no live role of its own: the
 * page says `role="alert"` for what must interrupt (a failure after an action),
 * `role="status"` for what is said politely (a result, a count), and nothing for what is
 * there when the page opens.
 */
export function Alert({
  ton = 'info',
  som = 'div',
  rubrik,
  rubrikNiva = 2,
  rubrikId,
  detalj,
  className,
  children,
  ref,
  ...rest
}: Props) {
  const klass = ['notice', ton === 'info' ? undefined : `notice--${ton}`, className]
    .filter(Boolean)
    .join(' ');
  if (som === 'p') {
    return (
      <p className={klass} {...rest}>
        {children}
      </p>
    );
  }
  return (
    <div ref={ref} className={klass} {...rest}>
      {rubrik === undefined ? null : rubrikNiva === 1 ? (
        <h1 id={rubrikId} className="notice__heading">
          {rubrik}
        </h1>
      ) : (
        <h2 id={rubrikId} className="notice__heading">
          {rubrik}
        </h2>
      )}
      {children}
      {detalj === undefined ? null : <p className="notice__detail">{detalj}</p>}
    </div>
  );
}
