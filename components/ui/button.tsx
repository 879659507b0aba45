import type { ButtonHTMLAttributes } from 'react';

/**
 * What a button does, as the eye reads it: the page's main action (`primary`), an ordinary one
 * (`secondary`), a lighter one beside a main action (`quiet`), the accent's outline (`outline`),
 * or removal (`danger`).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'outline' | 'danger';
/**
 * How big: `control` for the playground's controls (44 px targets, read at a distance),
 * `medium` for panels, `small` for forms inside lessons, `compact` for a row's remove button,
 * `large` for the quiz's calls to action.
 */
export type ButtonSize = 'control' | 'medium' | 'small' | 'compact' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

// Class names written out in full so that Tailwind finds them in the source.
const BASE =
  'inline-flex items-center justify-center gap-1 no-underline disabled:cursor-not-allowed disabled:opacity-50';
const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:opacity-90',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
  quiet: 'border border-border hover:border-accent',
  outline: 'border-2 border-accent text-accent hover:bg-surface-2',
  danger: 'border border-border bg-surface text-kind-error hover:bg-surface-2',
};
const SIZE: Record<ButtonSize, string> = {
  control: 'min-h-11 rounded px-3 py-1.5 font-medium',
  medium: 'rounded px-3 py-1.5 font-medium',
  small: 'rounded px-3 py-1.5 text-sm font-medium',
  compact: 'rounded px-2 py-1 text-sm',
  large: 'rounded-md px-5 py-2.5 font-semibold',
};

/** The classes of a button's look, for a link (`<a>`, `<Link>`) that must look like one. */
export function buttonClasses(
  { variant = 'secondary', size = 'medium' }: ButtonLook = {},
  extra = '',
): string {
  return `${BASE} ${VARIANT[variant]} ${SIZE[size]}${extra ? ` ${extra}` : ''}`;
}

/** A `<button type="button">` with the site's look; any other attribute passes through. */
export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  // A submit button must say so: `type` defaults to "button", which never submits a form.
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}
