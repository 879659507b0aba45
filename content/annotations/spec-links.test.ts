import { describe, expect, it } from 'vitest';
import {
  checkedProblem,
  headingSlug,
  linkProblem,
  specUrl,
  type SpecPages,
} from '@/lib/annotations/spec-link';
import { REVISIONS } from '@/lib/mcp/revisions';
import { annotationRules, explanations } from '.';
import pages from './spec-pages.json';

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
});
