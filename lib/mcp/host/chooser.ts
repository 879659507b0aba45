/**
 * The stand-in model: a deterministic, explainable tool chooser. It is a simulation, not an AI.
 *
 * Method: the question and each tool's name, title and description are cut into words
 * (lower case, accents removed, snake_case and camelCase split, French and English filler
 * words dropped, a final plural « s » ignored). Every question word found in the tool scores
 * 3 in the name, 2 in the title, 1 in the description (the best field counts once per word).
 * The highest score wins; ties go to the first tool of the registry; a score of 0 chooses
 * nothing. This is why a vague description visibly loses: it shares no words with the question.
 */

export interface CandidateTool {
  server: string;
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}

export type MatchField = 'name' | 'title' | 'description';
export const FIELD_WEIGHTS: Readonly<Record<MatchField, number>> = {
  name: 3,
  title: 2,
  description: 1,
};

export interface ToolScore {
  server: string;
  tool: string;
  score: number;
  matches: { word: string; field: MatchField; points: number }[];
}

export interface ArgumentHint {
  tool: string;
  arguments: Record<
    string,
    { value: unknown; because: string } | { pick: string[]; because: string }
  >;
}

export interface ArgumentNote {
  name: string;
  value: unknown;
  because: string;
  found: boolean;
}

export interface Choice {
  question: string;
  questionWords: string[];
  scores: ToolScore[];
  chosen?: ToolScore;
  arguments: Record<string, unknown>;
  argumentNotes: ArgumentNote[];
}

const STOPWORDS = new Set(
  (
    'a au aux avec ce ces cette d de des du en et il ils je la le les leur l mon ma mes ne nous ' +
    'on ou par pas pour qu que quel quelle quels quelles qui sa se ses son sur ta te tes ton tu ' +
    'un une vos votre vous y est sont ete etre fait faire donne donner moi combien comment ' +
    'the an of to in for on is are with what which how and or from by at this that it be'
  ).split(' '),
);

/** Splits text into comparable words. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** Scores one tool against the question's words. */
export function scoreTool(questionWords: readonly string[], tool: CandidateTool): ToolScore {
  const fields: [MatchField, Set<string>][] = [
    ['name', new Set(words(tool.name))],
    ['title', new Set(words(tool.title ?? ''))],
    ['description', new Set(words(tool.description ?? ''))],
  ];
  const matches: ToolScore['matches'] = [];
  for (const word of new Set(questionWords)) {
    const field = fields.find(([, set]) => set.has(word))?.[0];
    if (field) matches.push({ word, field, points: FIELD_WEIGHTS[field] });
  }
  return {
    server: tool.server,
    tool: tool.name,
    score: matches.reduce((sum, m) => sum + m.points, 0),
    matches,
  };
}

/** Chooses a tool for the question and fills its arguments from the scenario's hints. */
export function chooseTool(
  question: string,
  tools: readonly CandidateTool[],
  hints: readonly ArgumentHint[] = [],
): Choice {
  const questionWords = words(question);
  const scores = tools.map((tool) => scoreTool(questionWords, tool));
  let chosen: ToolScore | undefined;
  for (const score of scores) {
    if (score.score > 0 && (!chosen || score.score > chosen.score)) chosen = score;
  }
  const args: Record<string, unknown> = {};
  const notes: ArgumentNote[] = [];
  const hint = chosen && hints.find((h) => h.tool === chosen.tool);
  if (hint) {
    const normalized = ` ${questionWords.join(' ')} `;
    for (const [name, rule] of Object.entries(hint.arguments)) {
      if ('value' in rule) {
        args[name] = rule.value;
        notes.push({ name, value: rule.value, because: rule.because, found: true });
      } else {
        const found = rule.pick.find((candidate) =>
          normalized.includes(` ${words(candidate).join(' ')} `),
        );
        if (found !== undefined) args[name] = found;
        notes.push({ name, value: found, because: rule.because, found: found !== undefined });
      }
    }
  }
  return {
    question,
    questionWords,
    scores,
    ...(chosen && { chosen }),
    arguments: args,
    argumentNotes: notes,
  };
}
