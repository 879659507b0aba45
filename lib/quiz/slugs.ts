// Plain constants, free of zod, so that the views can import them without the schemas.

/** The quiz themes, in the order they are listed on /quiz. */
export const THEME_SLUGS = [
  'primitives',
  'erreurs',
  'cycle-de-vie',
  'transports',
  'revisions',
  'securite',
  'architecture',
] as const;

/**
 * The lessons a question can be tagged with (contract with the lessons section: each lesson
 * ends with the 3 to 5 questions tagged with its slug).
 */
export const LESSON_SLUGS = [
  'trois-roles',
  'deux-couches',
  'primitives-serveur',
  'primitives-client',
  'utilitaires',
  'anatomie-outil',
  'ressources-uri',
  'cycle-de-vie',
  'transports',
  'erreurs',
  'revisions',
  'securite',
  'alternatives',
  'cadrer-son-serveur',
] as const;
