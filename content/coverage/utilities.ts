import type { Revision } from '@/lib/mcp/revisions';
import type { LessonSlug } from '@/lib/content/lesson-slugs';

/*
 * The coverage map of the protocol's utilities (issue 27, rows 14–25, 28, 31, 32 and 58 of the
 * review shared/reviews/2026-12-01-round2-coverage.md): for each feature, where a learner sees it
 * happen in the playground, in each revision that has it, and where it visibly does not happen.
 * A feature with nothing live must be one the SDK cannot run, named as such in its lesson.
 * content/coverage/coverage.test.ts plays every scenario named here and checks each claim.
 */

/** A step of a scenario's run, by step key, with what its message (or host data) must hold. */
export interface LiveStep {
  scenario: string;
  version: Revision;
  at: string;
  occurrence?: number;
  /** A field of the step's JSON (keys, not a dotted string: `_meta` keys have dots). */
  field?: { path: string[]; equals?: string | number | boolean; present?: boolean };
}

/** A revision where the feature does not exist, and what shows it there. */
export interface AbsentStep {
  scenario: string;
  version: Revision;
  /** Either a step key that must not occur in the run… */
  never?: string;
  /** …or a step that occurs without the field. */
  step?: LiveStep;
}

export interface FeatureCoverage {
  id: string;
  label: string;
  live: LiveStep[];
  absent: AbsentStep[];
  taught: { lesson: LessonSlug; section: string }[];
  /** No runtime in SDK 2.4.0: the lesson section says so, with this phrase. */
  noRuntime?: { lesson: LessonSlug; section: string; phrase: string };
}

const LOG_LEVEL = 'io.modelcontextprotocol/logLevel';
const SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';

export const utilityCoverage: FeatureCoverage[] = [
  {
    id: 'progress',
    label: 'Progression : `progressToken`, `notifications/progress`',
    live: [
      {
        scenario: 'export-long',
        version: '2026-07-28',
        at: 'tools/call',
        field: { path: ['params', '_meta', 'progressToken'], present: true },
      },
      {
        scenario: 'export-long',
        version: '2026-07-28',
        at: 'notifications/progress',
        occurrence: 3,
        field: { path: ['params', 'total'], equals: 3 },
      },
      { scenario: 'export-long', version: '2025-11-25', at: 'notifications/progress' },
      { scenario: 'export-long', version: '2025-06-18', at: 'notifications/progress' },
    ],
    absent: [],
    taught: [
      { lesson: 'utilitaires', section: 'taches-longues' },
      { lesson: 'cycle-de-vie', section: 'operations-longues' },
    ],
  },
  {
    id: 'logging',
    label: 'Journaux : `logLevel` par requête (2026-07-28), `logging/setLevel` (2025)',
    live: [
      {
        scenario: 'export-long',
        version: '2026-07-28',
        at: 'tools/call',
        occurrence: 2,
        field: { path: ['params', '_meta', LOG_LEVEL], equals: 'warning' },
      },
      { scenario: 'export-long', version: '2026-07-28', at: 'notifications/message' },
      { scenario: 'export-long', version: '2026-07-28', at: 'transport:sdk-error' },
      { scenario: 'export-long', version: '2025-11-25', at: 'logging/setLevel' },
      { scenario: 'export-long', version: '2025-06-18', at: 'result:logging/setLevel' },
    ],
    absent: [
      // 2026-07-28 has no logging/setLevel: the SDK client refuses it before sending anything.
      { scenario: 'export-long', version: '2026-07-28', never: 'logging/setLevel' },
      // 2025 has no per-request level.
      {
        scenario: 'export-long',
        version: '2025-11-25',
        step: {
          scenario: 'export-long',
          version: '2025-11-25',
          at: 'tools/call',
          occurrence: 2,
          field: { path: ['params', '_meta', LOG_LEVEL], present: false },
        },
      },
    ],
    taught: [{ lesson: 'utilitaires', section: 'journaux' }],
  },
  {
    id: 'traceparent',
    label: 'OpenTelemetry : `traceparent` dans `_meta`',
    live: [
      {
        scenario: 'export-long',
        version: '2026-07-28',
        at: 'tools/call',
        occurrence: 2,
        field: { path: ['params', '_meta', 'traceparent'], present: true },
      },
      {
        scenario: 'export-long',
        version: '2025-11-25',
        at: 'tools/call',
        occurrence: 2,
        field: { path: ['params', '_meta', 'traceparent'], present: true },
      },
    ],
    absent: [],
    taught: [{ lesson: 'utilitaires', section: 'journaux' }],
  },
  {
    id: 'completion',
    label: 'Complétion : `completion/complete`',
    live: [
      { scenario: 'documentation', version: '2026-07-28', at: 'result:completion/complete' },
      { scenario: 'documentation', version: '2025-11-25', at: 'result:completion/complete' },
      { scenario: 'documentation', version: '2025-06-18', at: 'result:completion/complete' },
    ],
    absent: [],
    taught: [{ lesson: 'utilitaires', section: 'completion' }],
  },
  {
    id: 'pagination',
    label: 'Pagination : `cursor`, `nextCursor`',
    live: [
      {
        scenario: 'documentation',
        version: '2026-07-28',
        at: 'result:resources/list',
        field: { path: ['result', 'nextCursor'], present: true },
      },
      {
        scenario: 'documentation',
        version: '2025-11-25',
        at: 'resources/list',
        occurrence: 2,
        field: { path: ['params', 'cursor'], present: true },
      },
      {
        scenario: 'documentation',
        version: '2025-06-18',
        at: 'resources/list',
        occurrence: 3,
        field: { path: ['params', 'cursor'], present: true },
      },
    ],
    absent: [],
    taught: [{ lesson: 'utilitaires', section: 'pages' }],
  },
  {
    id: 'caching',
    label: 'Cache : `ttlMs`, `cacheScope`, une réponse servie sans requête',
    live: [
      {
        scenario: 'documentation',
        version: '2026-07-28',
        at: 'result:resources/read',
        occurrence: 2,
        field: { path: ['result', 'ttlMs'], equals: 60_000 },
      },
      {
        scenario: 'documentation',
        version: '2026-07-28',
        at: 'host:cache-hit',
        field: { path: ['cacheScope'], equals: 'public' },
      },
    ],
    absent: [
      { scenario: 'documentation', version: '2025-11-25', never: 'host:cache-hit' },
      { scenario: 'documentation', version: '2025-06-18', never: 'host:cache-hit' },
    ],
    taught: [{ lesson: 'utilitaires', section: 'cache' }],
  },
  {
    id: 'list-changed',
    label: '`list_changed` des ressources et des prompts',
    live: [
      {
        scenario: 'documentation',
        version: '2026-07-28',
        at: 'notifications/resources/list_changed',
      },
      {
        scenario: 'documentation',
        version: '2025-11-25',
        at: 'notifications/resources/list_changed',
      },
      {
        scenario: 'suivi-ressource',
        version: '2026-07-28',
        at: 'notifications/prompts/list_changed',
        field: { path: ['params', '_meta', SUBSCRIPTION_ID], equals: 'listen:0' },
      },
      {
        scenario: 'suivi-ressource',
        version: '2025-06-18',
        at: 'notifications/prompts/list_changed',
      },
    ],
    absent: [],
    taught: [
      { lesson: 'utilitaires', section: 'cache' },
      { lesson: 'ressources-uri', section: 'changements' },
    ],
  },
  {
    id: 'resource-subscriptions',
    label: 'Abonnement à une ressource et `notifications/resources/updated`',
    live: [
      {
        scenario: 'suivi-ressource',
        version: '2026-07-28',
        at: 'subscriptions/listen',
        occurrence: 2,
        field: {
          path: ['params', 'notifications', 'resourceSubscriptions', '0'],
          equals: 'etat://production',
        },
      },
      { scenario: 'suivi-ressource', version: '2026-07-28', at: 'host:resource-updated' },
      { scenario: 'suivi-ressource', version: '2025-11-25', at: 'resources/subscribe' },
      { scenario: 'suivi-ressource', version: '2025-06-18', at: 'resources/unsubscribe' },
      {
        scenario: 'suivi-ressource',
        version: '2025-06-18',
        at: 'notifications/resources/updated',
      },
    ],
    absent: [
      { scenario: 'suivi-ressource', version: '2026-07-28', never: 'resources/subscribe' },
      { scenario: 'suivi-ressource', version: '2025-11-25', never: 'subscriptions/listen' },
    ],
    taught: [{ lesson: 'ressources-uri', section: 'changements' }],
  },
  {
    id: 'url-elicitation',
    label: 'Élicitation par URL',
    live: [
      {
        scenario: 'connexion-externe',
        version: '2026-07-28',
        at: 'result:tools/call',
        field: { path: ['result', 'inputRequests', 'lien', 'params', 'mode'], equals: 'url' },
      },
      {
        scenario: 'connexion-externe',
        version: '2025-11-25',
        at: 'elicitation/create',
        field: { path: ['params', 'elicitationId'], equals: 'payer_facture-1' },
      },
      {
        scenario: 'connexion-externe',
        version: '2026-07-28',
        at: 'host:elicitation-answer',
        field: { path: ['visited'], equals: true },
      },
    ],
    absent: [
      { scenario: 'connexion-externe', version: '2025-06-18', never: 'elicitation/create' },
      {
        scenario: 'connexion-externe',
        version: '2026-07-28',
        never: 'elicitation/create',
      },
    ],
    taught: [{ lesson: 'securite', section: 'page-hors-client' }],
  },
  {
    id: 'url-elicitation-required',
    label: '`-32042` et `notifications/elicitation/complete` (2025-11-25)',
    live: [
      {
        scenario: 'connexion-externe',
        version: '2025-11-25',
        at: 'error:tools/call',
        field: { path: ['error', 'code'], equals: -32042 },
      },
      {
        scenario: 'connexion-externe',
        version: '2025-11-25',
        at: 'notifications/elicitation/complete',
        occurrence: 2,
      },
    ],
    absent: [
      { scenario: 'connexion-externe', version: '2026-07-28', never: 'error:tools/call' },
      {
        scenario: 'connexion-externe',
        version: '2026-07-28',
        never: 'notifications/elicitation/complete',
      },
      { scenario: 'connexion-externe', version: '2025-06-18', never: 'error:tools/call' },
    ],
    taught: [{ lesson: 'securite', section: 'page-hors-client' }],
  },
  {
    id: 'request-state',
    label: '`requestState` renvoyé tel quel au nouvel essai',
    live: [
      {
        scenario: 'connexion-externe',
        version: '2026-07-28',
        at: 'tools/call',
        occurrence: 2,
        field: { path: ['params', 'requestState'], present: true },
      },
    ],
    absent: [
      {
        scenario: 'connexion-externe',
        version: '2025-11-25',
        step: {
          scenario: 'connexion-externe',
          version: '2025-11-25',
          at: 'tools/call',
          field: { path: ['params', 'requestState'], present: false },
        },
      },
    ],
    taught: [{ lesson: 'securite', section: 'page-hors-client' }],
  },
  {
    id: 'extensions',
    label: 'Le champ `extensions` des capacités (extension Skills)',
    live: [
      {
        scenario: 'documentation',
        version: '2026-07-28',
        at: 'result:server/discover',
        field: {
          path: ['result', 'capabilities', 'extensions', 'io.modelcontextprotocol/skills'],
          present: true,
        },
      },
      { scenario: 'documentation', version: '2026-07-28', at: 'result:skills/list' },
    ],
    absent: [],
    taught: [{ lesson: 'utilitaires', section: 'extensions' }],
  },
  {
    id: 'tasks',
    label: 'L’extension Tasks (`tasks/get`, `tasks/update`)',
    live: [],
    absent: [],
    taught: [{ lesson: 'utilitaires', section: 'extensions' }],
    noRuntime: {
      lesson: 'utilitaires',
      section: 'extensions',
      phrase: 'Le SDK 2.4.0 n’a pas de runtime pour cette extension',
    },
  },
];
