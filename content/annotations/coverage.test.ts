import { describe, expect, it } from 'vitest';
import { allScenarios } from '@/content/scenarios';
import { messageKey } from '@/lib/annotations/match';
import { annotationRevision } from '@/lib/annotations/message-era';
import { listFieldPaths, formatFieldPath } from '@/lib/annotations/path';
import type { Revision } from '@/lib/mcp/revisions';
import type { Scenario } from '@/lib/mcp/scenario';
import { playScenario } from '@/lib/simulation/session';
import { stepKey } from '@/lib/mcp/trace';
import { annotator, explanations } from '.';
import referenceMessages from './fixtures/reference-messages.json';

const scenarios = allScenarios();

/**
 * The fields of a message that get no annotation, or only a fallback text (the one for methods
 * the sandbox does not describe): both are gaps a learner would notice.
 */
function gaps(key: string, message: unknown, revision: Revision): string[] {
  return listFieldPaths(message).flatMap((path) => {
    const found = annotator.annotate(key, path, revision, message);
    if (!found) return [`${key} ${formatFieldPath(path)} (aucune)`];
    if (found.rule.fallback) return [`${key} ${formatFieldPath(path)} (générique)`];
    return [];
  });
}

/** The links each scenario is covered on: the lab answers otherwise over HTTP, so it is played there too. */
function linksOf(scenario: Scenario): ('default' | 'http')[] {
  return scenario.group === 'laboratoire' && scenario.httpLink === 'yes'
    ? ['default', 'http']
    : ['default'];
}

// Every shipped scenario, in every revision it runs in: scenarios added later are covered too.
describe('annotation coverage', () => {
  for (const scenario of scenarios) {
    for (const revision of scenario.revisions) {
      for (const link of linksOf(scenario)) {
        it(`annotates every field of every message precisely: ${scenario.id} ${revision}${link === 'http' ? ' (HTTP)' : ''}`, async () => {
          const session = await playScenario(scenario, {
            revision,
            today: () => '2026-11-29',
            ...(link === 'http' && { link: 'http' as const }),
          });
          const missing = new Set<string>();
          try {
            for (const entry of session.trace.entries) {
              if (entry.type === 'message') {
                // The error lab's invented method is the one place a generic text is right.
                if (entry.method === 'voyages/annuler') continue;
                const key = messageKey(entry.kind, entry.method);
                for (const gap of gaps(key, entry.message, annotationRevision(entry, revision))) {
                  missing.add(gap);
                }
              } else if (entry.type === 'http') {
                // The HTTP layer has its own annotations, field by field (http-coverage.test.ts).
                continue;
              } else if (!explanations[stepKey(entry)]) {
                missing.add(stepKey(entry));
              }
            }
          } finally {
            await session.dispose();
          }
          expect([...missing]).toEqual([]);
        }, 120_000);
      }
    }
  }

  it('annotates every field of the SDK reference traces precisely', () => {
    const missing = new Set<string>();
    for (const { revision, kind, method, message } of referenceMessages.messages) {
      const key = messageKey(kind as 'request', method);
      for (const gap of gaps(key, message, revision as Revision)) missing.add(`${revision} ${gap}`);
    }
    expect(referenceMessages.messages.length).toBeGreaterThan(200);
    expect([...missing]).toEqual([]);
  });
});
