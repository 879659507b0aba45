import type { Worksheet } from '@/lib/lessons/worksheet';

/** The course's filled-in worksheet: a read-only data warehouse server. */
export const worksheetExample: Worksheet = {
  serverName: 'entrepot',
  purpose: 'Donner au modèle le schéma réel de l’entrepôt et un accès en lecture seule.',
  tools: [
    {
      id: 'exemple-outil-1',
      name: 'list_tables',
      title: 'Lister les tables',
      description:
        'Liste les tables de l’entrepôt. À appeler en premier pour connaître les noms exacts. Renvoie leurs noms, séparés par des virgules.',
      effect: 'lecture',
      params: [],
    },
    {
      id: 'exemple-outil-2',
      name: 'describe_table',
      title: 'Décrire une table',
      description:
        'Donne les colonnes, leurs types et trois lignes d’exemple d’une table. À appeler avant d’écrire du SQL sur cette table ; pas pour compter des lignes.',
      effect: 'lecture',
      params: [
        {
          id: 'exemple-param-1',
          name: 'table',
          type: 'string',
          description: 'Nom exact de la table, tel que le renvoie list_tables',
          required: true,
        },
      ],
    },
    {
      id: 'exemple-outil-3',
      name: 'run_select',
      title: 'Exécuter un SELECT',
      description:
        'Exécute une requête SELECT en lecture seule et renvoie au plus 100 lignes. Pour compter ou filtrer des données ; jamais pour modifier.',
      effect: 'lecture',
      params: [
        {
          id: 'exemple-param-2',
          name: 'sql',
          type: 'string',
          description: 'Une seule requête SELECT',
          required: true,
        },
      ],
    },
  ],
  resources: [
    {
      id: 'exemple-ressource-1',
      uri: 'entrepot://schema/{base}/{table}',
      description: 'La structure complète d’une table, en JSON',
      mimeType: 'application/json',
    },
  ],
  prompts: [
    {
      id: 'exemple-prompt-1',
      name: 'analyse_ventes',
      description: 'Prépare une analyse des ventes d’une période donnée',
      args: 'debut, fin',
    },
  ],
  transport: 'stdio',
  transportReason: 'Le serveur tourne sur ma machine et lit une base locale.',
};
