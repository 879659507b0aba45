import type { ScenarioInput } from '@/lib/mcp/scenario';

type ServerInput = ScenarioInput['servers'][number];

/**
 * The warehouse server: a real PostgreSQL in the browser, read through three tools, a resource
 * template and a prompt. It is reused by the multi-server host.
 */
export const entrepotServer: ServerInput = {
  name: 'entrepot',
  version: '1.0.0',
  instructions:
    'Accès en lecture seule à la base des ventes (schéma «\u00A0ventes\u00A0»). Commencez par list_tables, puis describe_table avant d’écrire une requête.',
  database: true,
  tools: [
    {
      definition: {
        name: 'list_tables',
        title: 'Lister les tables',
        description:
          'Liste les tables de la base des ventes. À appeler en premier pour connaître les noms exacts. Renvoie leurs noms, séparés par des virgules.',
        inputSchema: { type: 'object', additionalProperties: false },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      behaviour: { outcome: { kind: 'sql', operation: 'list_tables' } },
    },
    {
      definition: {
        name: 'describe_table',
        title: 'Décrire une table',
        description:
          'Donne les colonnes, leurs types et trois lignes d’exemple d’une table de la base des ventes. À appeler avant d’écrire du SQL sur cette table\u202F; pas pour compter des lignes.',
        inputSchema: {
          type: 'object',
          properties: {
            table: {
              type: 'string',
              description: 'Nom de la table, par exemple «\u00A0commandes\u00A0».',
            },
          },
          required: ['table'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      behaviour: { outcome: { kind: 'sql', operation: 'describe_table' } },
    },
    {
      definition: {
        name: 'run_select',
        title: 'Exécuter une requête SELECT',
        description:
          'Exécute une requête SQL SELECT en lecture seule sur la base des ventes (tables commandes et clients) et renvoie au plus 100 lignes. Sert à compter ou lister des commandes\u202F; jamais à modifier.',
        inputSchema: {
          type: 'object',
          properties: {
            sql: { type: 'string', description: 'Une seule requête SELECT en SQL PostgreSQL.' },
          },
          required: ['sql'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      behaviour: { outcome: { kind: 'sql', operation: 'select' } },
    },
  ],
  resourceTemplates: [
    {
      name: 'schema-table',
      uriTemplate: 'entrepot://schema/{base}/{table}',
      title: 'Schéma d’une table',
      description: 'Les colonnes d’une table, à joindre à la conversation avant d’écrire du SQL.',
      mimeType: 'application/json',
      text: '{{schema}}',
      values: { base: ['ventes'], table: ['commandes', 'clients'] },
    },
  ],
  prompts: [
    {
      name: 'analyse_ventes',
      title: 'Analyser les ventes',
      description: 'Prépare une analyse des ventes sur une période donnée.',
      arguments: [
        {
          name: 'periode',
          description: 'Par exemple «\u00A0la semaine dernière\u00A0».',
          required: true,
        },
      ],
      messages: [
        {
          role: 'user',
          text: 'Analyse les commandes de {{periode}}\u00A0: nombre, montant total et part des commandes annulées. Utilise uniquement des requêtes SELECT.',
        },
      ],
    },
  ],
};

export const YESTERDAY_SQL =
  'SELECT count(*) AS commandes_hier FROM commandes WHERE date_commande = current_date - 1';

/** « Combien de commandes hier ? » in seven steps, then what a write attempt gets. */
export const entrepot: ScenarioInput = {
  id: 'entrepot',
  title: 'Entrepôt de données',
  summary:
    'Une vraie base PostgreSQL dans le navigateur\u00A0: «\u00A0Combien de commandes hier\u202F?\u00A0» en sept étapes, et une écriture refusée par la base elle-même.',
  group: 'decouvrir',
  // PostgreSQL starts in WebAssembly on first use: give it time on a slow machine.
  requestTimeoutMs: 60_000,
  question: 'Combien de commandes hier\u202F?',
  argumentHints: [
    {
      tool: 'run_select',
      arguments: {
        sql: {
          value: YESTERDAY_SQL,
          because:
            'La question compte des commandes d’un jour précis («\u00A0hier\u00A0»)\u00A0: le modèle simulé écrit le SELECT correspondant sur la table commandes.',
        },
      },
    },
  ],
  servers: [entrepotServer],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'entrepot', what: 'tools' },
    { do: 'ask' },
    { do: 'list', server: 'entrepot', what: 'resourceTemplates' },
    { do: 'read', server: 'entrepot', uri: 'entrepot://schema/ventes/commandes' },
    // A table that does not exist: the SDK answers -32602 « Resource not found ».
    { do: 'read', server: 'entrepot', uri: 'entrepot://schema/ventes/fournisseurs' },
    { do: 'list', server: 'entrepot', what: 'prompts' },
    {
      do: 'prompt',
      server: 'entrepot',
      name: 'analyse_ventes',
      arguments: { periode: 'la semaine dernière' },
    },
    {
      do: 'call',
      server: 'entrepot',
      tool: 'run_select',
      arguments: { sql: "DELETE FROM commandes WHERE statut = 'annulee'" },
    },
    { do: 'disconnect' },
  ],
};
