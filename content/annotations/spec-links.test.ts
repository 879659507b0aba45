import { describe, expect, it } from 'vitest';
import {
  checkedProblem,
  headingSlug,
  linkProblem,
  specUrl,
  type SpecPages,
} from '@/lib/annotations/spec-link';
import { allScenarios } from '@/content/scenarios';
import stepIndex from '@/content/scenarios/step-index.json';
import { REVISIONS, type Revision } from '@/lib/mcp/revisions';
import { revisionOfIndexKey } from '@/lib/step-index-key';
import { annotationRules, explanations, summaries, summaryChecks } from '.';
import pages from './spec-pages.json';

const scenarios = allScenarios();

const data = pages as SpecPages;

describe('specification links of the annotations', () => {
  it('records the pages of every revision the simulation speaks', () => {
    for (const revision of REVISIONS) {
      expect(Object.keys(data.pages[revision] ?? {}).length, revision).toBeGreaterThan(15);
      expect(data.schema[revision], revision).toContain('Tool');
    }
    // Pages really move between revisions: the list is not one tree copied three times.
    expect(data.pages['2026-07-28']?.['basic/transports/stdio']?.title).toBe('stdio');
    expect(data.pages['2026-07-28']).toHaveProperty(['basic/patterns/progress']);
    expect(data.pages['2026-07-28']).not.toHaveProperty(['basic/lifecycle']);
    expect(data.pages['2025-11-25']).toHaveProperty(['basic/lifecycle']);
  });

  it('turns headings into the anchors of the spec site', () => {
    expect(headingSlug('Error Codes')).toBe('error-codes');
    expect(headingSlug('`_meta`')).toBe('_meta');
    expect(headingSlug('Time-to-Live (TTL) Field')).toBe('time-to-live-ttl-field');
  });

  it('links every rule to an existing page (and section) of each revision it is shown on', () => {
    const problems = annotationRules.flatMap((rule) =>
      rule.revisions.flatMap((revision) => {
        const problem = linkProblem(data, rule.spec, revision);
        return problem ? [`${rule.label} (${rule.paths[0]}): ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('records for every rule a section that exists in each revision it is shown on', () => {
    const problems = annotationRules.flatMap((rule) =>
      rule.revisions.flatMap((revision) => {
        const problem = checkedProblem(data, rule.checked, rule.spec, revision);
        return problem ? [`${rule.label} (${rule.paths[0]}): ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('links host and transport steps to a page of every revision', () => {
    const problems = Object.entries(explanations).flatMap(([key, explanation]) => {
      if (!explanation.spec) return [];
      const spec = explanation.spec;
      return REVISIONS.flatMap((revision) => {
        const problem =
          linkProblem(data, spec, revision) ??
          (explanation.checked
            ? checkedProblem(data, explanation.checked, spec, revision)
            : 'no checked section');
        return problem ? [`${key}: ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('points a 2025-11-25 step to a 2025-11-25 page, and a 2026-07-28 step to a 2026-07-28 page', () => {
    const progress = annotationRules.find(
      (r) => r.label === 'Jeton de progression' && r.revisions.includes('2025-11-25'),
    );
    expect(progress && specUrl(progress.spec, '2025-11-25')).toBe(
      'https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/progress',
    );
    const modern = annotationRules.find(
      (r) => r.label === 'Jeton de progression' && r.revisions.includes('2026-07-28'),
    );
    expect(modern && specUrl(modern.spec, '2026-07-28')).toBe(
      'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/progress',
    );
  });

  it('records where every step summary was checked, and the check holds in its revisions', () => {
    expect(Object.keys(summaryChecks).sort()).toEqual(Object.keys(summaries).sort());
    // A summary has no link: each check names its page, so no page is borrowed from a topic.
    const noLink = { label: '', pages: {} };
    const problems = Object.entries(summaryChecks).flatMap(([key, checked]) => {
      const checks = Array.isArray(checked) ? checked : [checked];
      const revisions = new Set(checks.flatMap((c) => c.revisions ?? [...REVISIONS]));
      return [...revisions].flatMap((revision) => {
        const problem = checkedProblem(data, checked, noLink, revision);
        return problem ? [`${key}: ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('has a checked summary for every message of every scenario, in the revision it is shown on', () => {
    const covers = (key: string, revision: Revision) => {
      const checked = summaryChecks[key];
      if (!checked) return false;
      const checks = Array.isArray(checked) ? checked : [checked];
      return checks.some((c) => !c.revisions || c.revisions.includes(revision));
    };
    const index = stepIndex as Record<string, Record<string, string[]>>;
    const problems: string[] = [];
    for (const scenario of scenarios) {
      // The lab writes raw lines of either era whatever the revision chosen: its messages need
      // a summary checked in the era they belong to, not in the one on screen.
      const lab = scenario.group === 'laboratoire';
      // Over HTTP too: the same messages, shown in the revision they were recorded in. HTTP
      // steps have their own coverage test (http-coverage.test.ts).
      for (const [indexKey, steps] of Object.entries(index[scenario.id] ?? {})) {
        const revision = revisionOfIndexKey(indexKey);
        for (const step of steps) {
          if (/^(host|transport|http):/.test(step)) continue;
          const [kind, method] = /^(result|error):/.test(step)
            ? [step.slice(0, step.indexOf(':')), step.slice(step.indexOf(':') + 1)]
            : [step.startsWith('notifications/') ? 'notification' : 'request', step];
          const key = summaries[`${kind}:${method}`] ? `${kind}:${method}` : `${kind}:*`;
          if (!summaries[key]) problems.push(`${scenario.id} ${revision} ${step}: no summary`);
          else if (!lab && !covers(key, revision as Revision))
            problems.push(`${scenario.id} ${revision} ${step}: ${key} not checked for ${revision}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
