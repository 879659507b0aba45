/**
 * The lesson slugs, in the order of the recommended learning path. They are a contract with the
 * quiz, whose questions are tagged with them: never rename one without telling the quiz side.
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
