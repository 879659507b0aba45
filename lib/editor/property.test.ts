import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkArgumentsText } from './arguments';
import { checkBehavioursText } from './behaviour-rules';
import { checkDefinitionsText } from './definition-rules';

const json = fc.jsonValue({ maxDepth: 3, depthSize: 'small' });
const toolish = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant('get weather'), json),
    description: fc.oneof(fc.string(), json),
    inputSchema: fc.oneof(json, fc.constant(null), fc.constant({ type: 'object' })),
    outputSchema: json,
    annotations: fc.oneof(json, fc.dictionary(fc.string(), json)),
  },
  { requiredKeys: [] },
);

/** Valid JSON texts, then the same texts cut, spliced and sprinkled with junk. */
const texts = fc.oneof(
  fc.string(),
  json.map((v) => JSON.stringify(v)),
  fc.array(toolish, { maxLength: 3 }).map((v) => JSON.stringify(v, null, 2)),
  fc
    .tuple(
      fc.array(toolish, { maxLength: 3 }).map((v) => JSON.stringify(v, null, 2)),
      fc.nat(),
      fc.string(),
    )
    .map(([text, cut, junk]) => text.slice(0, cut % (text.length + 1)) + junk),
  fc
    .tuple(
      fc.array(toolish, { maxLength: 3 }).map((v) => JSON.stringify(v)),
      fc.nat(),
      fc.nat(),
    )
    .map(
      ([text, a, b]) => text.slice(0, a % (text.length + 1)) + text.slice(b % (text.length + 1)),
    ),
);

function inRange(text: string, diagnostics: { offset: number; length: number; message: string }[]) {
  // Plain checks: expect() thousands of times would dominate the run.
  for (const d of diagnostics) {
    if (d.offset < 0 || d.offset + d.length > text.length || d.message.length === 0) {
      throw new Error(`diagnostic hors du texte : ${JSON.stringify(d)}`);
    }
  }
}

describe('the validators never throw', () => {
  it('on thousands of random and broken JSON texts', () => {
    fc.assert(
      fc.property(texts, json, (text, schema) => {
        const defs = checkDefinitionsText(text);
        inRange(text, defs.diagnostics);
        inRange(text, checkBehavioursText(text, defs.definitions).diagnostics);
        inRange(text, checkArgumentsText(text, schema).diagnostics);
      }),
      { numRuns: 3000 },
    );
  }, 120_000);
});
