/**
 * French typography for learner-facing text: non-breaking spaces before high punctuation and
 * inside guillemets, no ASCII double quotes, no missing accents on common words.
 * Inline code (`…`) and URLs are left alone: they are not French prose.
 */

/** U+00A0, before « : » and inside « ». */
export const NBSP = '\u00A0';
/** U+202F, the thin non-breaking space before ; ! ? */
export const NNBSP = '\u202F';

export interface TypographyIssue {
  /** Index in the original text. */
  index: number;
  /** The offending excerpt. */
  excerpt: string;
  /** French explanation of the rule. */
  rule: string;
}

/** Words that are always wrong without their accent in French prose. */
const UNACCENTED = [
  'etape',
  'etapes',
  'reponse',
  'reponses',
  'deja',
  'requete',
  'requetes',
  'resultat',
  'resultats',
  'systeme',
  'parametre',
  'parametres',
  'donnees',
  'methode',
  'methodes',
  'revision',
  'revisions',
  'lecon',
  'lecons',
  'cree',
  'creer',
  'decouverte',
  'securite',
  'premiere',
  'definition',
  'definitions',
  'precedent',
  'precedente',
  'reessayer',
  'elicitation',
  'echantillonnage',
  'hote',
  'apres',
  'tres',
  'deconnexion',
  'modele',
  'repondre',
];

const UNACCENTED_RE = new RegExp(
  `(?<![\\p{L}\\p{N}_./-])(${UNACCENTED.join('|')})(?![\\p{L}\\p{N}_/-])`,
  'giu',
);

const NON_PROSE = [
  /`[^`]*`/g,
  /\{\{[^}]*\}\}/g,
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s»)]*/gi,
  /(?<![\p{L}\p{N}])\/[\w\-/[\]]*(\?[^\s»)]*)?(#[^\s»)]*)?/gu,
];

/** Marks code spans and URLs, which are not French prose. */
function nonProseMask(text: string): boolean[] {
  const mask = new Array<boolean>(text.length).fill(false);
  for (const re of NON_PROSE) {
    for (const m of text.matchAll(re)) mask.fill(true, m.index, m.index + m[0].length);
  }
  return mask;
}

/** Replaces code spans and URLs with a character that no rule matches, keeping indexes. */
function maskNonProse(text: string): string {
  const mask = nonProseMask(text);
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += mask[i] ? '\u0000' : (text[i] ?? '');
  return out;
}

/** Finds every breach of French typography in a piece of prose. */
export function findTypographyIssues(text: string): TypographyIssue[] {
  const prose = maskNonProse(text);
  const issues: TypographyIssue[] = [];
  const push = (index: number, length: number, rule: string) =>
    issues.push({ index, excerpt: text.slice(Math.max(0, index - 12), index + length + 12), rule });

  for (const m of prose.matchAll(/(?<=\S) ([:;!?»])/g)) {
    push(m.index, 2, `espace ordinaire avant « ${m[1]} » : il faut une espace insécable`);
  }
  for (const m of prose.matchAll(/(?<=[\p{L}\p{N})\]])([;!?])(?=\s|$)/gu)) {
    push(m.index, 1, `pas d’espace insécable avant « ${m[1]} »`);
  }
  for (const m of prose.matchAll(/(?<=\p{L})(:)(?=\s|$)/gu)) {
    push(m.index, 1, 'pas d’espace insécable avant « : »');
  }
  for (const m of prose.matchAll(/« /g)) {
    push(m.index, 2, 'espace ordinaire après « « » : il faut une espace insécable');
  }
  for (const m of prose.matchAll(/«(?=[^\s\u00A0\u202F])/g)) {
    push(m.index, 1, 'pas d’espace insécable après « « »');
  }
  for (const m of prose.matchAll(/(?<=[^\s\u00A0\u202F])»/g)) {
    push(m.index, 1, 'pas d’espace insécable avant « » »');
  }
  for (const m of prose.matchAll(/"/g)) {
    push(m.index, 1, 'guillemet droit " : en français, on écrit « … »');
  }
  for (const m of prose.matchAll(UNACCENTED_RE)) {
    push(m.index, m[0].length, `mot sans son accent : « ${m[0]} »`);
  }
  return issues;
}

/** Applies the spacing rules to prose (accents and quotes need a human). */
export function fixFrenchTypography(text: string): string {
  const mask = nonProseMask(text);
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '';
    const next = text[i + 1] ?? '';
    const prev = out.at(-1) ?? '';
    if (mask[i] || c !== ' ' || prev === '' || /\s/.test(prev)) {
      out += c;
    } else if (/[:»]/.test(next) || prev === '«') {
      out += NBSP;
    } else if (/[;!?]/.test(next)) {
      out += NNBSP;
    } else {
      out += c;
    }
  }
  return out;
}
