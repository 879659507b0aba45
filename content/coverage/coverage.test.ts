import { afterAll, describe, expect, it } from 'vitest';
import { getLesson } from '@/content/lessons';
import type { Revision } from '@/lib/mcp/revisions';
import { stepKey } from '@/lib/mcp/step-key';
import type { TraceEntry } from '@/lib/mcp/trace';
import { playScenario } from '@/lib/simulation/session';
import { scenario, TODAY } from '@/tests/fixtures/scenarios';
import { utilityCoverage, type LiveStep } from './utilities';

/*
 * Every utility the course teaches is shown live, or is one the SDK cannot run and whose lesson
 * says so. Each claim of the map is checked on a real run of the scenario it names.
 */

const runs = new Map<string, Promise<readonly TraceEntry[]>>();
function run(id: string, version: Revision): Promise<readonly TraceEntry[]> {
  const key = `${id} ${version}`;
  let entries = runs.get(key);
  if (!entries) {
    entries = playScenario(scenario(id), { revision: version, today: TODAY }).then(
      async (session) => {
        const recorded = session.trace.entries;
        await session.dispose();
        return recorded;
      },
    );
    runs.set(key, entries);
  }
  return entries;
}
afterAll(() => runs.clear());

function read(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** What a step's claim is tested on: the JSON message, or the host's data. */
function body(entry: TraceEntry): unknown {
  return entry.type === 'message' ? entry.message : entry.type === 'host' ? entry.data : entry;
}

/** Why a live step does not hold, or undefined when it does. */
async function problem(step: LiveStep): Promise<string | undefined> {
  const entries = await run(step.scenario, step.version);
  const found = entries.filter((e) => stepKey(e) === step.at)[(step.occurrence ?? 1) - 1];
  const where = `${step.scenario} ${step.version} ${step.at} #${step.occurrence ?? 1}`;
  if (!found) return `${where} : étape absente`;
  if (!step.field) return undefined;
  const value = read(body(found), step.field.path);
  if (step.field.present !== undefined && (value !== undefined) !== step.field.present) {
    return `${where} : ${step.field.path.join('.')} ${step.field.present ? 'absent' : 'présent'}`;
  }
  if (step.field.equals !== undefined && value !== step.field.equals) {
    return `${where} : ${step.field.path.join('.')} vaut ${JSON.stringify(value)}`;
  }
  return undefined;
}

describe('the coverage map of the protocol’s utilities', () => {
  it('lists every utility of issue 27 once', () => {
    expect(utilityCoverage.map((f) => f.id).sort()).toEqual(
      [
        'caching',
        'completion',
        'extensions',
        'list-changed',
        'logging',
        'pagination',
        'progress',
        'request-state',
        'resource-subscriptions',
        'tasks',
        'traceparent',
        'url-elicitation',
        'url-elicitation-required',
      ].sort(),
    );
  });

  it('leaves nothing « only taught » but what the SDK cannot run, and its lesson says so', () => {
    const onlyTaught = utilityCoverage.filter((f) => f.live.length === 0);
    expect(onlyTaught.map((f) => f.id)).toEqual(['tasks']);
    for (const feature of onlyTaught) {
      const { lesson, section, phrase } = feature.noRuntime ?? {};
      expect(lesson, feature.id).toBeDefined();
      const taught = getLesson(lesson!)?.sections.find((s) => s.id === section);
      const text = JSON.stringify(taught);
      expect(text, `${feature.id} : ${lesson}#${section}`).toContain(phrase);
    }
  });

  it('names lesson sections that exist', () => {
    for (const feature of utilityCoverage) {
      for (const { lesson, section } of feature.taught) {
        const found = getLesson(lesson)?.sections.some((s) => s.id === section);
        expect(found, `${feature.id} : ${lesson}#${section}`).toBe(true);
      }
      // The lesson links to a live step of the feature's scenarios.
      if (feature.live.length === 0) continue;
      const scenarios = new Set(feature.live.map((step) => step.scenario));
      const linked = feature.taught.some(({ lesson, section }) =>
        getLesson(lesson)
          ?.sections.find((s) => s.id === section)
          ?.blocks.some((b) => b.type === 'try' && scenarios.has(b.link.scenario)),
      );
      expect(linked, `${feature.id} : aucune leçon ne mène à son scénario`).toBe(true);
    }
  });

  for (const feature of utilityCoverage) {
    it(`shows ${feature.id} live where the revision has it, and not where it does not`, async () => {
      const problems: string[] = [];
      for (const step of feature.live) {
        const issue = await problem(step);
        if (issue) problems.push(issue);
      }
      for (const absent of feature.absent) {
        if (absent.never) {
          const entries = await run(absent.scenario, absent.version);
          if (entries.some((e) => stepKey(e) === absent.never)) {
            problems.push(`${absent.scenario} ${absent.version} : ${absent.never} présent`);
          }
        }
        if (absent.step) {
          const issue = await problem(absent.step);
          if (issue) problems.push(issue);
        }
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }
});
