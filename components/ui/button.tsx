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

/**
 * The classes of a button's look, for a link (`<a>`, `<Link>`) that must look like one. The
 * looks are CSS classes of app/globals.css (`.btn-*`): pages ship these short names, not the
 * utilities behind them.
 */
export function buttonClasses(
  { variant = 'secondary', size = 'medium' }: ButtonLook = {},
  extra = '',
): string {
  return `btn btn-${variant} btn-${size}${extra ? ` ${extra}` : ''}`;
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
