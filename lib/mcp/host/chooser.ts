/**
 * The stand-in model: a deterministic, explainable tool chooser. It is a simulation, not an AI.
 *
 * Method: the question and each tool's name, title and description are cut into words
 * (lower case, accents removed, snake_case and camelCase split, French and English filler
 * words dropped, a final plural « s » ignored). Every question word found in the tool scores
 * 3 in the name, 2 in the title, 1 in the description (the best field counts once per word).
 * The highest score wins; ties go to the first tool of the registry; a score of 0 chooses
 * nothing. This is why a vague description visibly loses: it shares no words with the question.
 *
 * Arguments: the scenario's hints come first (a fixed value or words to pick). Every other
 * property of the chosen tool's `inputSchema` is filled from the question by simple rules,
 * tried in order: an `enum` value found in the question; a number for a number property; a
 * date (« hier », « aujourd’hui », « demain », 2026-11-28, 28/11/2026) for a date-like
 * property; for a required string, a text between quotes, then a file name. Each argument
 * carries a French sentence (the caller's catalogue) saying how it was found — or that it was
 * not, and then the property is left out rather than invented: the server's validation will
 * say so.
 */
import type { ChooserExplanation, ChooserExplanations } from '../messages';
import { asText } from '@/lib/runtime/template';
import type { ArgumentHint } from '../scenario';
import type { ArgumentNote, ArgumentSource, Choice, MatchField, ToolScore } from '../trace-schema';

// What the chooser decides is recorded as the `host:choose-tool` step: its types are the trace's.
export type { ArgumentNote, ArgumentSource, Choice, MatchField, ToolScore };

export interface CandidateTool {
  server: string;
  name: string;
  title?: string;
  description?: string;
  inputSchema?: Record<string, unknown>;
}

export const FIELD_WEIGHTS: Readonly<Record<MatchField, number>> = {
  name: 3,
  title: 2,
  description: 1,
};

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

/**
 * Each comparable word of `text` (as `words` gives it) mapped to the word as it was typed: the
 * comparison ignores accents and a final « s », but a learner reads « celsius », never « celsiu ».
 */
export function typedForms(text: string): Map<string, string> {
  const forms = new Map<string, string>();
  for (const token of text.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^\p{L}\p{N}]+/u)) {
    for (const key of words(token)) if (!forms.has(key)) forms.set(key, token.toLowerCase());
  }
  return forms;
}

/**
 * Scores one tool against the question's words; `typed` gives each word as the question wrote
 * it, for what is shown.
 */
export function scoreTool(
  questionWords: readonly string[],
  tool: CandidateTool,
  typed: ReadonlyMap<string, string> = new Map(),
): ToolScore {
  const fields: [MatchField, Set<string>][] = [
    ['name', new Set(words(tool.name))],
    ['title', new Set(words(tool.title ?? ''))],
    ['description', new Set(words(tool.description ?? ''))],
  ];
  const matches: ToolScore['matches'] = [];
  for (const word of new Set(questionWords)) {
    const field = fields.find(([, set]) => set.has(word))?.[0];
    if (field) matches.push({ word: typed.get(word) ?? word, field, points: FIELD_WEIGHTS[field] });
  }
  return {
    server: tool.server,
    tool: tool.name,
    score: matches.reduce((sum, m) => sum + m.points, 0),
    matches,
  };
}

/** Chooses a tool for the question and fills its arguments (hints first, then the schema). */
export function chooseTool(
  question: string,
  tools: readonly CandidateTool[],
  hints: readonly ArgumentHint[] = [],
  options: { today?: string; how: ChooserExplanations },
): Choice {
  const questionWords = words(question);
  const typed = typedForms(question);
  const scores = tools.map((tool) => scoreTool(questionWords, tool, typed));
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
        notes.push({ name, value: rule.value, because: rule.because, found: true, source: 'hint' });
      } else {
        const found = rule.pick.find((candidate) =>
          normalized.includes(` ${words(candidate).join(' ')} `),
        );
        if (found !== undefined) args[name] = found;
        notes.push({
          name,
          value: found,
          because: rule.because,
          found: found !== undefined,
          source: found !== undefined ? 'hint' : 'missing',
        });
      }
    }
  }
  const tool = chosen && tools.find((t) => t.server === chosen.server && t.name === chosen.tool);
  if (tool) {
    const schema = asSchema(tool.inputSchema);
    for (const [name, property] of Object.entries(schema.properties)) {
      if (notes.some((note) => note.name === name)) continue;
      const note = fromSchema(
        name,
        asSchema(property),
        schema.required.includes(name),
        question,
        options.today,
        options.how,
      );
      if (!note) continue;
      if (note.found) args[name] = note.value;
      notes.push(note);
    }
  }
  return {
    question,
    questionWords: [...new Set(questionWords)].map((word) => typed.get(word) ?? word),
    scores,
    ...(chosen && { chosen }),
    arguments: args,
    argumentNotes: notes,
  };
}

interface SchemaView {
  type: string | undefined;
  enum: unknown[] | undefined;
  format: string | undefined;
  description: string;
  properties: Record<string, unknown>;
  required: string[];
}

/** A lenient read of a JSON Schema: the learner may have written anything in the editor. */
function asSchema(value: unknown): SchemaView {
  const o = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const properties =
    o.properties && typeof o.properties === 'object' && !Array.isArray(o.properties)
      ? (o.properties as Record<string, unknown>)
      : {};
  return {
    type: typeof o.type === 'string' ? o.type : undefined,
    enum: Array.isArray(o.enum) ? o.enum : undefined,
    format: typeof o.format === 'string' ? o.format : undefined,
    description: typeof o.description === 'string' ? o.description : '',
    properties,
    required: Array.isArray(o.required)
      ? o.required.filter((r): r is string => typeof r === 'string')
      : [],
  };
}

function note(
  name: string,
  source: ArgumentSource,
  value: unknown,
  explain: ChooserExplanation,
  extra: { text?: string; values?: string } = {},
): ArgumentNote {
  return {
    name,
    value,
    source,
    found: source !== 'missing',
    because: explain({
      name,
      value: asText(value),
      text: extra.text ?? '',
      values: extra.values ?? '',
    }),
  };
}

/** One property filled from the question by the first rule that applies, or why none did. */
function fromSchema(
  name: string,
  property: SchemaView,
  required: boolean,
  question: string,
  today: string | undefined,
  how: ChooserExplanations,
): ArgumentNote | undefined {
  const questionWords = new Set(words(question));
  if (property.enum) {
    const value = property.enum.find(
      (v) =>
        typeof v === 'string' && words(v).length > 0 && words(v).every((w) => questionWords.has(w)),
    );
    if (value !== undefined) return note(name, 'enum', value, how.enum);
    return required
      ? note(name, 'missing', undefined, how.enumMissing, { values: property.enum.join(', ') })
      : undefined;
  }
  if (property.type === 'number' || property.type === 'integer') {
    const match = /-?\d+(?:[.,]\d+)?/.exec(
      question.replace(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/g, ''),
    );
    if (match) {
      const value = Number(match[0].replace(',', '.'));
      if (property.type === 'number' || Number.isInteger(value)) {
        return note(name, 'number', value, how.number, { text: match[0] });
      }
    }
    return required ? note(name, 'missing', undefined, how.numberMissing) : undefined;
  }
  if (property.type !== 'string' && property.type !== undefined) {
    return required ? note(name, 'missing', undefined, how.unsupported) : undefined;
  }
  if (isDateLike(name, property)) {
    const date = findDate(question, today);
    if (date) return note(name, 'date', date.value, how.date, { text: date.text });
    return required ? note(name, 'missing', undefined, how.dateMissing) : undefined;
  }
  if (!required) return undefined;
  // Quotes around nothing but spaces give no value: an empty argument is not a found one.
  const quoted = /[«"“']\s*([^«»"“”'\s][^«»"“”']*?)\s*[»"”']/.exec(question)?.[1];
  if (quoted) return note(name, 'quoted', quoted, how.quoted);
  const file = /[\w-]+(?:\/[\w.-]+)*\.[a-z0-9]{1,5}\b/i.exec(question)?.[0];
  if (file) return note(name, 'file', file, how.file);
  return note(name, 'missing', undefined, how.stringMissing);
}

function isDateLike(name: string, property: SchemaView): boolean {
  if (property.format === 'date' || property.format === 'date-time') return true;
  return [name, ...words(property.description)].some((w) =>
    /^(date|jour|day|quand)/.test(words(w).join('') || w),
  );
}

const RELATIVE_DAYS: Record<string, number> = { hier: -1, aujourd: 0, demain: 1 };

/** A date in the question, as YYYY-MM-DD: a relative word (needs today) or a written date. */
export function findDate(
  question: string,
  today: string | undefined,
): { value: string; text: string } | undefined {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(question);
  if (iso) return { value: iso[0], text: iso[0] };
  const french = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(question);
  if (french) {
    const [, d, m, y] = french;
    return { value: `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`, text: french[0] };
  }
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return undefined;
  const raw = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [word, offset] of Object.entries(RELATIVE_DAYS)) {
    const found = new RegExp(`\\b${word}(?![a-z])`).exec(raw);
    if (!found) continue;
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    const text = word === 'aujourd' ? 'aujourd’hui' : word;
    return { value: date.toISOString().slice(0, 10), text };
  }
  return undefined;
}
