// A plain constant, free of zod, so that the views can import it without the schemas.

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
