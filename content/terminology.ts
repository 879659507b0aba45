/**
 * Wordings the terminology passes replaced: each notion has one name across lessons, glossary,
 * quiz, challenges, annotations and interface (reviews of 2026-12-01). Tests look for them in
 * every learner-facing string.
 */
export const AVOIDED_WORDINGS: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /modèles? d’URI|modèles? de ressource|modèles? de messages?/i, instead: 'gabarit' },
  {
    pattern:
      /(?:révisions?|versions?)[^.]{0,60}\bparl|\bparl[^.]{0,20}(?:révision|version)|\bparlée\b|parler HTTP/i,
    instead: 'prendre en charge',
  },
  { pattern: /\brouter\b|\broutes? (?:l’|les |un |chaque |vers )/i, instead: 'aiguiller' },
  { pattern: /brûle/i, instead: 'sauter une étape' },
  { pattern: /flux récurrents/i, instead: 'tâches récurrentes' },
  { pattern: /contre l’`inputSchema`/, instead: 'confrontés à l’`inputSchema`' },
];
