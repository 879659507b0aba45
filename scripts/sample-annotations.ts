// Draws annotations at random, as a learner would meet them, for a review against the spec:
// every field of every message of the SDK reference traces and of every shipped scenario in
// every revision it runs in, annotated as the inspector does; grouped by (rule, revision) so
// that the big tool schemas do not fill the draw; then `--count` groups (40 by default) drawn
// with a seeded generator, one field of each, so that a draw can be replayed. Usage:
//   npx tsx scripts/sample-annotations.ts [--seed N] [--count N]
import { annotationRules, annotator } from '../content/annotations';
import referenceMessages from '../content/annotations/fixtures/reference-messages.json';
import { scenarios } from '../content/scenarios';
import { messageKey } from '../lib/annotations/match';
import { annotationRevision } from '../lib/annotations/message-era';
import { formatFieldPath, listFieldPaths, valueAt } from '../lib/annotations/path';
import { specUrl } from '../lib/annotations/spec-link';
import type { Revision } from '../lib/mcp/revisions';
import { playScenario } from '../lib/simulation/session';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(process.argv[at + 1]);
  return value !== undefined && Number.isInteger(value) ? value : fallback;
}

/** mulberry32: small, seeded, good enough to draw a sample. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seed = option('seed', Date.now() % 1_000_000);
const count = option('count', 40);

interface Item {
  revision: Revision;
  key: string;
  field: string;
  value: unknown;
  ruleIndex: number;
  valueNote?: string;
}

const groups = new Map<string, Item[]>();
function collect(revision: Revision, key: string, message: unknown) {
  for (const path of listFieldPaths(message)) {
    const found = annotator.annotate(key, path, revision, message);
    if (!found) continue;
    const ruleIndex = annotationRules.indexOf(found.rule);
    const field = formatFieldPath(path);
    const group = groups.get(`${ruleIndex}|${revision}`) ?? [];
    if (!group.some((item) => item.field === field && item.valueNote === found.valueNote)) {
      group.push({ revision, key, field, value: valueAt(message, path), ruleIndex, ...found });
    }
    groups.set(`${ruleIndex}|${revision}`, group);
  }
}

for (const { revision, kind, method, message } of referenceMessages.messages) {
  collect(revision as Revision, messageKey(kind as 'request', method), message);
}
for (const scenario of scenarios) {
  for (const revision of scenario.revisions) {
    const session = await playScenario(scenario, { revision, today: () => '2026-11-29' });
    for (const entry of session.trace.entries) {
      if (entry.type === 'message') {
        collect(
          annotationRevision(entry, revision),
          messageKey(entry.kind, entry.method),
          entry.message,
        );
      }
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
console.log(
  `# Tirage de ${drawn.length} annotations — graine ${seed} (parmi ${groups.size} couples règle × révision)\n`,
);
drawn.forEach((item, i) => {
  const rule = annotationRules[item.ruleIndex]!;
  console.log(`## ${i + 1}. ${item.revision} ${item.key} ${item.field} = ${short(item.value)}`);
  console.log(`- règle n° ${item.ruleIndex} « ${rule.label} » (${rule.paths.join(', ')})`);
  console.log(`- texte : ${rule.text}`);
  if (item.valueNote) console.log(`- valeur : ${item.valueNote}`);
  if (rule.revision) console.log(`- révision : ${rule.revision}`);
  console.log(`- lien : ${specUrl(rule.spec, item.revision) ?? '(aucun)'}`);
  console.log(`- vérifié : ${JSON.stringify(rule.checked)}\n`);
});
