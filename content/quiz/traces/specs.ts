// What each « lire une trace » excerpt shows, named by scenario, revision and step keys. The
// JSON files beside this one are generated from these by `npx tsx scripts/record-quiz-traces.ts`,
// and a test regenerates them from the current simulation: if the engine's trace changes, it fails.
import { parseContent } from '@/lib/content/parse';
import { TraceSpecsSchema, type TraceSpec, type TraceSpecInput } from '@/lib/quiz/trace-spec';

const inputs: TraceSpecInput[] = [
  {
    id: 'poignee-de-main-2025',
    scenario: 'meteo',
    version: '2025-11-25',
    steps: [{ from: { at: 'initialize' }, to: { at: 'tools/list' } }],
  },
  {
    id: 'avant-initialisation-2025',
    scenario: 'erreur-avant-initialisation',
    version: '2025-11-25',
    steps: [{ from: { at: 'tools/list' }, to: { at: 'result:tools/list' } }],
  },
  {
    id: 'version-inconnue-2025',
    scenario: 'erreur-version-non-supportee',
    version: '2025-11-25',
    steps: [{ from: { at: 'initialize' }, to: { at: 'result:initialize' } }],
  },
  {
    id: 'decouverte-2026',
    scenario: 'changement-de-liste',
    version: '2026-07-28',
    steps: [{ from: { at: 'server/discover' }, to: { at: 'tools/list' } }],
  },
  {
    id: 'tools-list-2025',
    scenario: 'meteo',
    version: '2025-11-25',
    steps: [{ at: 'tools/list' }],
  },
  {
    id: 'initialize-sans-elicitation-2025',
    scenario: 'erreur-capacite-manquante',
    version: '2025-11-25',
    steps: [{ at: 'initialize' }],
  },
  {
    id: 'outil-ajoute-2025',
    scenario: 'changement-de-liste',
    version: '2025-11-25',
    steps: [
      { from: { at: 'notifications/tools/list_changed' }, to: { at: 'tools/list', occurrence: 2 } },
    ],
  },
  {
    id: 'outil-ajoute-2026',
    scenario: 'changement-de-liste',
    version: '2026-07-28',
    steps: [
      {
        from: { at: 'subscriptions/listen' },
        to: { at: 'notifications/subscriptions/acknowledged' },
      },
      { at: 'notifications/tools/list_changed' },
    ],
  },
  {
    id: 'message-sans-jsonrpc-2025',
    scenario: 'erreur-message-malforme',
    version: '2025-11-25',
    steps: [{ at: 'transport:parse-error' }],
    unanswered: true,
  },
  {
    id: 'outil-inconnu-2026',
    scenario: 'erreur-outil-inconnu',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'error:tools/call' } }],
  },
  {
    id: 'arguments-invalides-2026',
    scenario: 'erreur-arguments-invalides',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'methode-inconnue-2026',
    scenario: 'erreur-methode-inconnue',
    version: '2026-07-28',
    steps: [{ from: { at: 'voyages/annuler' }, to: { at: 'error:voyages/annuler' } }],
  },
  {
    id: 'succes-muet-2026',
    scenario: 'erreur-metier',
    version: '2026-07-28',
    steps: [
      {
        from: { at: 'tools/call', occurrence: 2 },
        to: { at: 'result:tools/call', occurrence: 2 },
      },
    ],
  },
  {
    id: 'ressource-inconnue-2026',
    scenario: 'entrepot',
    version: '2026-07-28',
    steps: [{ from: { at: 'resources/read', occurrence: 2 }, to: { at: 'error:resources/read' } }],
  },
  {
    id: 'capacite-manquante-2026',
    scenario: 'erreur-capacite-manquante',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'error:tools/call' } }],
  },
  {
    id: 'version-non-supportee-2026',
    scenario: 'erreur-version-non-supportee',
    version: '2026-07-28',
    steps: [{ from: { at: 'server/discover' }, to: { at: 'error:server/discover' } }],
  },
  {
    id: 'erreur-metier-2026',
    scenario: 'erreur-metier',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'input-required-2026',
    scenario: 'elicitation',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call', occurrence: 2 } }],
  },
  {
    id: 'elicitation-2025',
    scenario: 'elicitation',
    version: '2025-11-25',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'annotations-trompeuses-2026',
    scenario: 'serveur-menteur',
    version: '2026-07-28',
    // The listing before the call is shown too: without it, nothing in the excerpt says that the
    // files were there, and « the tool erased them » could not be read from the trace.
    steps: [
      { from: { at: 'tools/list' }, to: { at: 'result:tools/list' } },
      { from: { at: 'tools/call', occurrence: 1 }, to: { at: 'result:tools/call', occurrence: 3 } },
    ],
  },
  // ── Over Streamable HTTP: the HTTP steps themselves (request line, headers, body) ──────
  {
    id: 'http-appel-outil-2026',
    scenario: 'meteo',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 4 },
      { at: 'http:200', occurrence: 4 },
    ],
  },
  {
    id: 'http-appel-outil-2025',
    scenario: 'meteo',
    version: '2025-11-25',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 4 },
      { at: 'http:200', occurrence: 4 },
      { at: 'http:sse', occurrence: 3 },
    ],
  },
  {
    id: 'http-session-2025',
    scenario: 'meteo',
    version: '2025-11-25',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 1 },
      { at: 'http:200', occurrence: 1 },
      { at: 'http:sse', occurrence: 1 },
      { at: 'http:POST', occurrence: 2 },
      { at: 'http:202', occurrence: 1 },
    ],
  },
  {
    id: 'http-ecoute-2026',
    scenario: 'changement-de-liste',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 2 },
      { at: 'http:200', occurrence: 2 },
      { at: 'http:sse', occurrence: 1 },
      { at: 'http:sse', occurrence: 2 },
    ],
  },
  {
    id: 'http-ecoute-2025',
    scenario: 'changement-de-liste',
    version: '2025-11-25',
    transport: 'http',
    steps: [
      { at: 'http:GET', occurrence: 1 },
      { at: 'http:200', occurrence: 2 },
      { at: 'http:sse', occurrence: 3 },
    ],
  },
  {
    id: 'http-origine-2026',
    scenario: 'erreur-http-origine',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 3 },
      { at: 'http:403', occurrence: 1 },
    ],
  },
  {
    id: 'http-en-tetes-2026',
    scenario: 'erreur-http-en-tetes',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 4 },
      { at: 'http:400', occurrence: 1 },
    ],
  },
  {
    id: 'http-annulation-2026',
    scenario: 'erreur-delai-depasse',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:POST', occurrence: 4 }],
  },
  {
    id: 'http-fin-de-session-2025',
    scenario: 'meteo',
    version: '2025-11-25',
    transport: 'http',
    steps: [
      { at: 'http:DELETE', occurrence: 1 },
      { at: 'http:200', occurrence: 5 },
    ],
  },
  {
    id: 'http-get-2026',
    scenario: 'erreur-http-get',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:GET', occurrence: 1 },
      { at: 'http:405', occurrence: 1 },
    ],
  },
  // The protocol's utilities (content/scenarios: export-long, documentation, suivi-ressource,
  // connexion-externe). None shows a 2026-07-28 requestState: the SDK signs it with an expiry,
  // so its value changes at every run.
  {
    id: 'progression-2026',
    scenario: 'export-long',
    version: '2026-07-28',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'journal-par-requete-2026',
    scenario: 'export-long',
    version: '2026-07-28',
    steps: [
      { from: { at: 'tools/call', occurrence: 2 }, to: { at: 'result:tools/call', occurrence: 2 } },
    ],
  },
  {
    id: 'niveau-de-journal-2025',
    scenario: 'export-long',
    version: '2025-11-25',
    steps: [{ from: { at: 'logging/setLevel' }, to: { at: 'result:tools/call', occurrence: 2 } }],
  },
  {
    id: 'pages-2025',
    scenario: 'documentation',
    version: '2025-11-25',
    steps: [{ from: { at: 'resources/list' }, to: { at: 'result:resources/list', occurrence: 3 } }],
  },
  {
    id: 'completion-2026',
    scenario: 'documentation',
    version: '2026-07-28',
    steps: [{ from: { at: 'completion/complete' }, to: { at: 'result:completion/complete' } }],
  },
  {
    id: 'cache-2026',
    scenario: 'documentation',
    version: '2026-07-28',
    steps: [
      {
        from: { at: 'resources/read', occurrence: 2 },
        to: { at: 'result:resources/read', occurrence: 2 },
      },
    ],
  },
  {
    id: 'liste-changee-2026',
    scenario: 'documentation',
    version: '2026-07-28',
    steps: [
      { at: 'notifications/resources/list_changed' },
      { at: 'resources/list', occurrence: 4 },
    ],
  },
  {
    id: 'abonnement-2026',
    scenario: 'suivi-ressource',
    version: '2026-07-28',
    steps: [
      {
        from: { at: 'subscriptions/listen', occurrence: 2 },
        to: { at: 'notifications/resources/updated' },
      },
    ],
  },
  {
    id: 'abonnement-2025',
    scenario: 'suivi-ressource',
    version: '2025-11-25',
    steps: [
      { from: { at: 'resources/subscribe' }, to: { at: 'result:resources/read', occurrence: 2 } },
    ],
  },
  {
    id: 'page-de-paiement-2025',
    scenario: 'connexion-externe',
    version: '2025-11-25',
    steps: [{ from: { at: 'tools/call' }, to: { at: 'result:tools/call' } }],
  },
  {
    id: 'url-requise-2025',
    scenario: 'connexion-externe',
    version: '2025-11-25',
    steps: [
      {
        from: { at: 'tools/call', occurrence: 2 },
        to: { at: 'result:tools/call', occurrence: 2 },
      },
    ],
  },
  // ── OAuth on « Serveur protégé » and its error-lab cases: the HTTP steps of the real auth code ──
  {
    id: 'oauth-premier-401-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:POST' }, { at: 'http:401' }],
  },
  {
    id: 'oauth-demande-autorisation-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:GET', occurrence: 3 }],
  },
  {
    id: 'oauth-metadonnees-client-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:GET', occurrence: 4 },
      { at: 'http:200', occurrence: 3 },
    ],
  },
  {
    id: 'oauth-echange-du-code-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:302', occurrence: 1 },
      { at: 'http:POST', occurrence: 3 },
      { at: 'http:200', occurrence: 6 },
    ],
  },
  {
    id: 'oauth-portee-insuffisante-2026',
    scenario: 'serveur-protege',
    version: '2026-07-28',
    transport: 'http',
    steps: [
      { at: 'http:POST', occurrence: 8 },
      { at: 'http:403', occurrence: 1 },
      { at: 'http:GET', occurrence: 6 },
    ],
  },
  {
    id: 'oauth-iss-etranger-2026',
    scenario: 'erreur-oauth-iss',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:302' }],
  },
  {
    id: 'oauth-state-perime-2026',
    scenario: 'erreur-oauth-state',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:302' }],
  },
  {
    id: 'oauth-consentement-refuse-2026',
    scenario: 'erreur-oauth-refus',
    version: '2026-07-28',
    transport: 'http',
    steps: [{ at: 'http:POST', occurrence: 2 }, { at: 'http:302' }],
  },
];

/** Every excerpt's recipe, validated: a broken one names its field. */
export const traceSpecs: readonly TraceSpec[] = parseContent(
  TraceSpecsSchema,
  inputs,
  'content/quiz/traces/specs.ts',
);
