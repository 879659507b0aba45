// Draws annotations at random, as a learner would meet them, for a review against the spec:
// every field of every message of the SDK reference traces and of every shipped scenario in
// every revision it runs in, annotated as the inspector does, plus the explanation of every host
// or transport step and the summary of every message step those runs show; grouped by (text,
// revision) so that the big tool schemas do not fill the draw; then `--count` groups (40 by
// default) drawn with a seeded generator, one occurrence of each, so that a draw can be replayed
// on the same tree. Usage:
//   npx tsx scripts/sample-annotations.ts [--seed N] [--count N]
import { annotationRules, annotator, explanations, summaries } from '../content/annotations';
import referenceMessages from '../content/annotations/fixtures/reference-messages.json';
import { allScenarios } from '../content/scenarios';
import { messageKey } from '../lib/annotations/match';
import { annotationRevision } from '../lib/annotations/message-era';
import { formatFieldPath, listFieldPaths, valueAt } from '../lib/annotations/path';
import { specUrl } from '../lib/annotations/spec-link';
import type { Revision } from '../lib/mcp/revisions';
import { stepKey, type TraceEntry } from '../lib/mcp/trace';
import { summarise } from '../lib/playground/steps';
import { playScenario } from '../lib/simulation/session';
import { generator, option } from './lib/seeded-draw';

const scenarios = allScenarios();

const seed = option('seed', Date.now() % 1_000_000);
const count = option('count', 40);

/** One occurrence a learner can meet: a field's annotation, a step's explanation or summary. */
type Item =
  | {
      kind: 'rule';
      revision: Revision;
      key: string;
      field: string;
      value: unknown;
      ruleIndex: number;
      valueNote?: string;
    }
  | { kind: 'explanation'; revision: Revision; key: string; where: string }
  | { kind: 'summary'; revision: Revision; key: string; where: string; text: string };

const groups = new Map<string, Item[]>();
function add(group: string, item: Item, same: (other: Item) => boolean) {
  const list = groups.get(group) ?? [];
  if (!list.some(same)) list.push(item);
  groups.set(group, list);
}

function collect(revision: Revision, key: string, message: unknown) {
  for (const path of listFieldPaths(message)) {
    const found = annotator.annotate(key, path, revision, message);
    if (!found) continue;
    const ruleIndex = annotationRules.indexOf(found.rule);
    const field = formatFieldPath(path);
    const item: Item = {
      kind: 'rule',
      revision,
      key,
      field,
      value: valueAt(message, path),
      ruleIndex,
      ...found,
    };
    add(
      `R${ruleIndex}|${revision}`,
      item,
      (other) =>
        other.kind === 'rule' && other.field === field && other.valueNote === found.valueNote,
    );
  }
}

function collectStep(entry: TraceEntry, revision: Revision, where: string) {
  const key = stepKey(entry);
  if (entry.type !== 'message') {
    if (explanations[key]) {
      add(`S:${key}|${revision}`, { kind: 'explanation', revision, key, where }, () => true);
    }
    return;
  }
  const text = summarise(entry, { summaries, explanations });
  add(
    `M:${key}|${revision}`,
    { kind: 'summary', revision, key, where, text },
    (other) => other.kind === 'summary' && other.text === text,
  );
}

for (const { revision, kind, method, message } of referenceMessages.messages) {
  collect(revision as Revision, messageKey(kind as 'request', method), message);
}
for (const scenario of scenarios) {
  for (const revision of scenario.revisions) {
    const session = await playScenario(scenario, { revision, today: () => '2026-11-29' });
    for (const entry of session.trace.entries) {
      const shownIn = entry.type === 'message' ? annotationRevision(entry, revision) : revision;
      if (entry.type === 'message') {
        collect(shownIn, messageKey(entry.kind, entry.method), entry.message);
      }
      collectStep(entry, shownIn, `${scenario.id} · ${revision} · étape ${entry.seq}`);
    }
    await session.dispose();
  }
}

const pool = [...groups.values()];
const random = generator(seed);
const drawn: Item[] = [];
while (drawn.length < Math.min(count, groups.size)) {
  const [group] = pool.splice(Math.floor(random() * pool.length), 1);
  const item = group?.[Math.floor(random() * group.length)];
  if (item) drawn.push(item);
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};
const kinds = (kind: Item['kind']) =>
  [...groups.values()].filter((g) => g[0]?.kind === kind).length;
console.log(
  `# Tirage de ${drawn.length} annotations — graine ${seed} (parmi ${groups.size} couples texte × révision : ${kinds('rule')} règles, ${kinds('explanation')} explications d’étape, ${kinds('summary')} résumés)\n`,
);
drawn.forEach((item, i) => {
  if (item.kind === 'rule') {
    const rule = annotationRules[item.ruleIndex]!;
    console.log(`## ${i + 1}. ${item.revision} ${item.key} ${item.field} = ${short(item.value)}`);
    console.log(`- règle n° ${item.ruleIndex} « ${rule.label} » (${rule.paths.join(', ')})`);
    console.log(`- texte : ${rule.text}`);
    if (item.valueNote) console.log(`- valeur : ${item.valueNote}`);
    if (rule.revision) console.log(`- révision : ${rule.revision}`);
    console.log(`- lien : ${specUrl(rule.spec, item.revision) ?? '(aucun)'}`);
    console.log(`- vérifié : ${JSON.stringify(rule.checked)}\n`);
  } else if (item.kind === 'explanation') {
    const explanation = explanations[item.key]!;
    console.log(`## ${i + 1}. ${item.revision} explication de l’étape ${item.key} (${item.where})`);
    console.log(`- titre : ${explanation.title}`);
    console.log(`- texte : ${explanation.text}`);
    const link = explanation.spec ? specUrl(explanation.spec, item.revision) : undefined;
    console.log(`- lien : ${link ?? '(aucun)'}`);
    console.log(`- vérifié : ${JSON.stringify(explanation.checked)}\n`);
  } else {
    console.log(`## ${i + 1}. ${item.revision} résumé de l’étape ${item.key} (${item.where})`);
    console.log(`- texte : ${item.text}\n`);
  }
});
process.exit(0);
