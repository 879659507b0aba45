import { describe, expect, it } from 'vitest';
import { httpAnnotation, httpFields } from '@/lib/annotations/http';
import { checkedProblem, linkProblem, specUrl, type SpecPages } from '@/lib/annotations/spec-link';
import { scenarios } from '@/content/scenarios';
import { playScenario } from '@/lib/simulation/session';
import type { Revision } from '@/lib/mcp/revisions';
import { TODAY } from '@/tests/fixtures/scenarios';
import { httpAnnotationRules } from '.';
import pages from './spec-pages.json';

const data = pages as SpecPages;

describe('annotations of the HTTP layer', () => {
  it('annotate every header, status, SSE field and stream end of every scenario over HTTP, for the revision on screen', async () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const sc of scenarios) {
      // The long trace repeats one call a thousand times: meteo covers its fields.
      if (sc.httpLink === 'no' || sc.id === 'longue-trace') continue;
      for (const revision of sc.revisions) {
        const session = await playScenario(sc, { revision, link: 'http', today: TODAY });
        for (const entry of session.trace.entries) {
          if (entry.type !== 'http') continue;
          for (const field of httpFields(entry)) {
            seen.add(field.target);
            if (!httpAnnotation(httpAnnotationRules, field.target, revision)) {
              missing.push(`${sc.id} ${revision} #${entry.seq} ${field.target}`);
            }
          }
        }
        await session.dispose();
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    // What the traces really show, so that the test cannot pass on an empty walk.
    for (const target of [
      'method:POST',
      'method:GET',
      'method:DELETE',
      'header:mcp-method',
      'header:mcp-name',
      'header:mcp-session-id',
      'header:origin',
      'status:202',
      'status:403',
      'status:404',
      'status:405',
      'response-header:mcp-session-id',
      'sse:data',
      'end:aborted',
    ]) {
      expect(seen, target).toContain(target);
    }
  }, 300_000);

  it('link every rule to an existing section of the page of each revision it is shown on', () => {
    const problems = httpAnnotationRules.flatMap((rule) =>
      rule.revisions.flatMap((revision) => {
        const problem =
          linkProblem(data, rule.spec, revision) ??
          checkedProblem(data, rule.checked, rule.spec, revision);
        return problem ? [`${rule.label} (${rule.targets[0]}) ${revision}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('never show two texts for one field in one revision', () => {
    const clashes: string[] = [];
    for (const rule of httpAnnotationRules) {
      for (const target of rule.targets) {
        for (const revision of rule.revisions) {
          if (httpAnnotation(httpAnnotationRules, target, revision) !== rule) {
            clashes.push(`${target} ${revision}: ${rule.label}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('point at streamable-http in 2026-07-28 and at basic/transports in 2025', () => {
    const at = (target: string, revision: Revision) => {
      const rule = httpAnnotation(httpAnnotationRules, target, revision);
      return rule && specUrl(rule.spec, revision);
    };
    expect(at('header:mcp-method', '2026-07-28')).toBe(
      'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http#standard-request-headers',
    );
    expect(at('header:mcp-session-id', '2025-11-25')).toBe(
      'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management',
    );
    // In 2026-07-28 the SDK's notification POST (no Mcp-Method) is said to differ from the spec.
    expect(httpAnnotation(httpAnnotationRules, 'status:202', '2026-07-28')?.text).toMatch(
      /spécification 2026-07-28 ne définit pourtant aucune notification.*SDK 2\.4\.0.*sans `Mcp-Method`/,
    );
    // 403 became a MUST in 2025-11-25: the 2025-06-18 text does not claim it.
    expect(httpAnnotation(httpAnnotationRules, 'status:403', '2025-06-18')?.text).not.toMatch(
      /\(MUST\)/,
    );
  });
});
