import { questionsForTheme } from './bank';
import { THEME_SLUGS, type ThemeSlug } from './schema';

/** Every question id, by theme: what the views need to compute scores per theme. */
export function questionIdsByTheme(): Record<ThemeSlug, string[]> {
  return Object.fromEntries(
    THEME_SLUGS.map((slug) => [slug, questionsForTheme(slug).map((q) => q.id)]),
  ) as Record<ThemeSlug, string[]>;
}

/** True for a theme slug (the dynamic route accepts only these). */
export function isThemeSlug(value: string): value is ThemeSlug {
  return (THEME_SLUGS as readonly string[]).includes(value);
}
