/**
 * (`ttlMs`, `cacheScope`, `resultType`… are the protocol's own names: not here.)
 *
 * What a learner must never read: the engine's internal tags, English data keys shown as
 * labels, lazy plurals, and the leftovers of a value that was not there.
 */
export const FORBIDDEN_TOKENS: readonly { token: RegExp; why: string }[] = [
  { token: /\bno-reply\b/, why: 'étiquette interne d’un événement de transport' },
  { token: /\bparse-error\b/, why: 'étiquette interne d’un événement de transport' },
  { token: /\braw-line\b/, why: 'étiquette interne d’un événement de transport' },
  { token: /\bsdk-error\b/, why: 'étiquette interne d’un événement de transport' },
  { token: /\b(?:host|transport|http):[a-z*]/, why: 'clé interne d’une étape' },
  { token: /\b(?:result|error):[a-z*]/, why: 'clé interne d’une étape' },
  {
    token: /\b(?:questionWords|argumentNotes|storedAt|authorizationUrl|clientId)\b/,
    why: 'clé anglaise des données de l’hôte',
  },
  {
    token: /"(?:matches|chosen|because|found|granted|allow|refused|visited|tool|server)"/,
    why: 'clé anglaise des données de l’hôte',
  },
  { token: /\p{L}\((?:s|e|es|x)\)/u, why: 'pluriel paresseux' },
  { token: /\bundefined\b|\bNaN\b|\[object Object\]/, why: 'valeur absente affichée' },
];

/** Each forbidden token found in `text`, with a short excerpt around it. */
export function forbiddenIn(text: string): string[] {
  const found: string[] = [];
  for (const { token, why } of FORBIDDEN_TOKENS) {
    const match = token.exec(text);
    if (match) {
      const excerpt = text.slice(Math.max(0, match.index - 40), match.index + 40);
      found.push(`${why} : « ${excerpt.replace(/\s+/g, ' ')} »`);
    }
  }
  return found;
}
