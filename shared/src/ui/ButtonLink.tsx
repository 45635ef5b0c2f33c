import { Link, type LinkProps } from 'react-router';
import type { Ref } from 'react';
import { knappKlass, type KnappVariant } from './Button';

interface Props extends LinkProps {
  variant?: KnappVariant;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A router link that looks like a button, for a step back or a move to another page: it
 * navigates, so it is a link to assistive technology. react-router is a peer dependency of
 * this package and one singleton at run time, so the link uses the shell's router.
 */
export function ButtonLink({ variant, className, ...rest }: Props) {
  return <Link className={knappKlass(variant, className)} {...rest} />;
}
