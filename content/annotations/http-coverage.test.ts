import { describe, expect, it } from 'vitest';
import { httpAnnotation, httpFields, urlPath } from '@/lib/annotations/http';
import { checkedProblem, linkProblem, specUrl, type SpecPages } from '@/lib/annotations/spec-link';
import { allScenarios } from '@/content/scenarios';
import { serveurProtege } from '@/content/scenarios/serveur-protege';
import { parseContent } from '@/lib/content/parse';
import type { HttpEntry, TraceEntry } from '@/lib/mcp/trace';
import { ScenarioSchema } from '@/lib/simulation/scenario-schema';
import { playScenario } from '@/lib/simulation/session';
import type { Revision } from '@/lib/mcp/revisions';
import { TODAY } from '@/tests/fixtures/scenarios';
import { httpAnnotationRules } from './http-rules';
import pages from './spec-pages.json';

const scenarios = allScenarios();

const data = pages as SpecPages;

/** The URL path of an HTTP step's exchange: its own for a request, its request's otherwise. */
function pathOf(entries: readonly TraceEntry[], entry: HttpEntry): string | undefined {
  const request = entries[entry.exchange - 1];
  return request?.type === 'http' && request.part === 'request' ? urlPath(request.url) : undefined;
}

const protege = parseContent(ScenarioSchema, serveurProtege, 'content/scenarios/serveur-protege');

describe('annotations of the HTTP layer', () => {
  it('annotate every header, status, SSE field and stream end of every scenario over HTTP, for the revision on screen', async () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    // The protected server is listed here until it joins the catalogue.
    const played = scenarios.some((sc) => sc.id === protege.id)
      ? scenarios
      : [...scenarios, protege];
    for (const sc of played) {
      // The long trace repeats one call a thousand times: meteo covers its fields.
      if (sc.httpLink === 'no' || sc.id === 'longue-trace') continue;
      for (const revision of sc.revisions) {
        const session = await playScenario(sc, { revision, link: 'http', today: TODAY });
        for (const entry of session.trace.entries) {
          if (entry.type !== 'http') continue;
          for (const field of httpFields(entry)) {
            seen.add(field.target);
            const path = pathOf(session.trace.entries, entry);
            if (!httpAnnotation(httpAnnotationRules, field.target, revision, path)) {
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
      'status:401',
      'status:302',
      'header:authorization',
      'response-header:www-authenticate',
      'challenge:resource_metadata',
      'challenge:scope',
      'param:code_challenge',
      'param:state',
      'param:iss',
      'param:code_verifier',
      'param:resource',
      'field:issuer',
      'field:authorization_servers',
      'field:access_token',
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
          for (const path of rule.paths ?? [undefined]) {
            if (httpAnnotation(httpAnnotationRules, target, revision, path) !== rule) {
              clashes.push(`${target} ${revision} ${path ?? ''}: ${rule.label}`);
            }
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

describe('annotations of the OAuth exchanges', () => {
  it.each(['2026-07-28', '2025-11-25'] as const)(
    'in %s, speak of each address by its own rule, never of the MCP endpoint',
    async (revision) => {
      const session = await playScenario(protege, { revision, link: 'http', today: TODAY });
      const wrong: string[] = [];
      const paths = new Set<string>();
      for (const entry of session.trace.entries) {
        if (entry.type !== 'http' || entry.part === 'event' || entry.part === 'end') continue;
        const path = pathOf(session.trace.entries, entry);
        if (path === undefined || path === '/mcp') continue;
        paths.add(path);
        for (const field of httpFields(entry)) {
          const rule = httpAnnotation(httpAnnotationRules, field.target, revision, path);
          // Parameters and document fields mean the same wherever OAuth puts them.
          const general = /^(param|field|challenge):/.test(field.target);
          if (!rule || (!general && !rule.paths?.includes(path)) || /`\/mcp`/.test(rule.text)) {
            wrong.push(`${path} ${field.target}`);
          }
        }
      }
      await session.dispose();
      expect([...new Set(wrong)]).toEqual([]);
      expect([...paths].sort()).toEqual([
        '/.well-known/oauth-authorization-server',
        '/.well-known/oauth-protected-resource/mcp',
        '/authorize',
        '/oauth/client-metadata.json',
        '/token',
      ]);
    },
  );

  it('say where the SDK differs: the discovery version header, and iss in 2025-11-25', () => {
    const at = (target: string, revision: Revision, path?: string) =>
      httpAnnotation(httpAnnotationRules, target, revision, path);
    expect(
      at('header:mcp-protocol-version', '2026-07-28', '/.well-known/oauth-authorization-server')
        ?.text,
    ).toMatch(/MCP-Protocol-Version: 2025-11-25.*même sur une connexion en 2026-07-28/);
    expect(at('param:iss', '2025-11-25')?.text).toMatch(/2025-11-25 ne le mentionne pas/);
    expect(at('param:iss', '2026-07-28')?.text).toMatch(/\(MUST\)/);
    const state = at('param:state', '2026-07-28');
    expect(state && specUrl(state.spec, '2026-07-28')).toBe(
      'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization/security-considerations#authorization-code-protection',
    );
    expect(at('header:authorization', '2025-11-25')?.text).toMatch(/jamais dans l’adresse/);
    // The MCP endpoint keeps its own rules.
    expect(at('method:POST', '2026-07-28', '/mcp')?.label).toBe('POST');
    expect(at('method:POST', '2026-07-28', '/token')?.label).toBe('Point de jeton');
  });
});
