/**
 * The lesson slugs, in the order of the recommended learning path: the one list that lessons,
 * the quiz's lesson tags and the challenges share, kept below all three (no zod, so that any
 * page may read it). Never rename a slug without updating the questions and challenges that
 * name it: their schemas refuse an unknown one.
 */
export const LESSON_SLUGS = [
  'trois-roles',
  'deux-couches',
  'cycle-de-vie',
  'primitives-serveur',
  'anatomie-outil',
  'requete-de-bout-en-bout',
  'ressources-uri',
  'primitives-client',
  'utilitaires',
  'transports',
  'erreurs',
  'revisions',
  'securite',
  'alternatives',
  'cadrer-son-serveur',
] as const;

export type LessonSlug = (typeof LESSON_SLUGS)[number];

export function isLessonSlug(value: unknown): value is LessonSlug {
  return typeof value === 'string' && (LESSON_SLUGS as readonly string[]).includes(value);
}
