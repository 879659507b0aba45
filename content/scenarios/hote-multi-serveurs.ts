import type { ScenarioInput } from '@/lib/mcp/scenario';
import { YESTERDAY_SQL, entrepotServer } from './entrepot';

/** Three servers, three clients, one registry: the host merges and routes. */
export const hoteMultiServeurs: ScenarioInput = {
  id: 'hote-multi-serveurs',
  title: 'Hôte multi-serveurs',
  summary:
    'Trois serveurs (fichiers, entrepot, incidents), donc trois clients\u00A0: l’hôte fusionne leurs outils dans un seul registre.',
  group: 'hote',
  // PostgreSQL starts in WebAssembly on first use: give it time on a slow machine.
  requestTimeoutMs: 60_000,
  question: 'Quels incidents sont encore ouverts\u202F?',
  argumentHints: [
    {
      tool: 'lister_incidents',
      arguments: {
        statut: {
          value: 'ouvert',
          because:
            'La question demande les incidents «\u00A0ouverts\u00A0»\u00A0: le modèle simulé filtre sur ce statut.',
        },
      },
    },
    {
      tool: 'run_select',
      arguments: {
        sql: {
          value: YESTERDAY_SQL,
          because: 'Une question de comptage sur les commandes devient un SELECT.',
        },
      },
    },
  ],
  servers: [
    {
      name: 'fichiers',
      version: '1.0.0',
      instructions: 'Lecture des fichiers du projet (racine\u00A0: /projet).',
      tools: [
        {
          definition: {
            name: 'lire_fichier',
            title: 'Lire un fichier',
            description: 'Lit le contenu texte d’un fichier du projet à partir de son chemin.',
            inputSchema: {
              type: 'object',
              properties: { chemin: { type: 'string', description: 'Chemin relatif à /projet.' } },
              required: ['chemin'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
          },
          behaviour: {
            outcome: { kind: 'text', text: 'Contenu de {{chemin}}\u00A0: « # Projet Atelier »' },
          },
        },
      ],
      resources: [
        {
          name: 'readme',
          uri: 'file:///projet/README.md',
          title: 'README du projet',
          mimeType: 'text/markdown',
          text: '# Projet Atelier\n\nUn exemple de fichier exposé comme ressource.',
        },
      ],
    },
    entrepotServer,
    {
      name: 'incidents',
      version: '3.1.0',
      instructions: 'Suivi des incidents de production.',
      tools: [
        {
          definition: {
            name: 'lister_incidents',
            title: 'Lister les incidents',
            description:
              'Liste les incidents de production, filtrés par statut (ouvert ou résolu).',
            inputSchema: {
              type: 'object',
              properties: { statut: { type: 'string', enum: ['ouvert', 'resolu'] } },
              required: ['statut'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: true, openWorldHint: true },
          },
          behaviour: {
            outcome: {
              kind: 'text',
              text: 'Incidents au statut «\u00A0{{statut}}\u00A0»\u00A0: INC-204 (paiement lent), INC-207 (connexion refusée).',
            },
          },
        },
        {
          definition: {
            name: 'creer_incident',
            title: 'Créer un incident',
            description: 'Ouvre un nouvel incident de production avec un titre et une gravité.',
            inputSchema: {
              type: 'object',
              properties: {
                titre: { type: 'string' },
                gravite: { type: 'string', enum: ['faible', 'moyenne', 'critique'] },
              },
              required: ['titre', 'gravite'],
              additionalProperties: false,
            },
            annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
          },
          behaviour: {
            outcome: {
              kind: 'text',
              text: 'Incident créé\u00A0: INC-210 «\u00A0{{titre}}\u00A0».',
            },
          },
        },
      ],
    },
  ],
  script: [
    { do: 'connect' },
    { do: 'list', server: 'fichiers', what: 'tools' },
    { do: 'list', server: 'entrepot', what: 'tools' },
    { do: 'list', server: 'incidents', what: 'tools' },
    { do: 'ask' },
    { do: 'ask', question: 'Combien de commandes hier\u202F?' },
    { do: 'disconnect' },
  ],
};
