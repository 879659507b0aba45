// The recorded exchanges that lessons quote (a `trace` block names one by id). The module beside
// this file (excerpts.ts) is generated from these specs by `npx tsx scripts/record-lesson-traces.ts`, and a test
// regenerates it from the current simulation: lessons never show hand-written wire JSON.
import { parseContent } from '@/lib/content/parse';
import { TraceSpecsSchema, type TraceSpec, type TraceSpecInput } from '@/lib/quiz/trace-spec';

const inputs: TraceSpecInput[] = [
  {
    // « Combien de commandes hier ? », from discovery to the tool's result (2026-07-28).
    id: 'entrepot-bout-en-bout-2026',
    scenario: 'entrepot',
    version: '2026-07-28',
    steps: [
      { from: { at: 'server/discover' }, to: { at: 'result:server/discover' } },
      { from: { at: 'tools/list' }, to: { at: 'result:tools/list' } },
      { from: { at: 'tools/call' }, to: { at: 'result:tools/call' } },
    ],
  },
  {
    id: 'entrepot-lecture-2026',
    scenario: 'entrepot',
    version: '2026-07-28',
    steps: [{ from: { at: 'resources/read' }, to: { at: 'result:resources/read' } }],
  },
  {
    id: 'entrepot-gabarits-2026',
    scenario: 'entrepot',
    version: '2026-07-28',
    steps: [{ at: 'result:resources/templates/list' }],
  },
  {
    id: 'meteo-tools-list-2026',
    scenario: 'meteo',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/list' }, to: { at: 'result:tools/list' } }],
  },
  {
    id: 'commandes-prompt-2026',
    scenario: 'commandes',
    version: '2026-07-28',
    steps: [{ from: { at: 'prompts/get' }, to: { at: 'result:prompts/get' } }],
  },
  {
    id: 'elicitation-2026',
    scenario: 'elicitation',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call', occurrence: 2 } }],
  },
  {
    id: 'outil-inconnu-2026',
    scenario: 'erreur-outil-inconnu',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'error:tools/call' } }],
  },
  {
    id: 'erreur-metier-2026',
    scenario: 'erreur-metier',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'version-non-supportee-2026',
    scenario: 'erreur-version-non-supportee',
    version: '2026-07-28',
    steps: [{ from: { at: 'server/discover' }, to: { at: 'error:server/discover' } }],
  },
  {
    // « Serveur protégé » over HTTP: the 401 that starts discovery, and the redirect with the code.
    id: 'serveur-protege-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:401' }, { at: 'http:302' }],
  },
];

export const lessonTraceSpecs: readonly TraceSpec[] = parseContent(
  TraceSpecsSchema,
  inputs,
  'content/lessons/traces/specs.ts',
);
