import type { ThemeSlug } from './schema';
import { THEME_SLUGS } from './slugs';

/** True for a theme slug (the dynamic route accepts only these). */
export function isThemeSlug(value: string): value is ThemeSlug {
  return (THEME_SLUGS as readonly string[]).includes(value);
}
