import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * Primary (the one main action), secondary (the others), a button that reads as a link, or
 * one on the brand colour (the header's sign-in), outlined so it stands apart from its ground.
 */
export type KnappVariant = 'primary' | 'secondary' | 'link' | 'on-brand';

/** The classes of a button-looking element; `extra` is a page's own layout class. */
export function knappKlass(variant: KnappVariant = 'primary', extra?: string): string {
  return ['button', variant === 'primary' ? undefined : `button--${variant}`, extra]
    .filter(Boolean)
    .join(' ');
}

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: KnappVariant;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of the design system, 44 px tall. It is `type="button"` unless told otherwise, so
 * a button inside a form submits only when it says `type="submit"`.
 */
export function Button({ variant, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={knappKlass(variant, className)} {...rest} />;
}
