import type { LessonInput } from '@/lib/lessons/schema';

export const primitivesServeur = {
  slug: 'primitives-serveur',
  theme: 'primitives',
  title: 'Outils, ressources, prompts : qui contrôle quoi',
  summary:
    'Les trois primitives d’un serveur se distinguent par une seule question : qui décide de s’en servir ?',
  objectives: [
    'Distinguer outil, ressource et prompt en se demandant qui décide de les utiliser.',
    'Associer chaque primitive à ses méthodes : `tools/call`, `resources/read`, `prompts/get`.',
    'Choisir la bonne primitive pour un besoin donné.',
  ],
  sections: [
    {
      id: 'trois-primitives',
      title: 'Trois primitives, trois décideurs',
      blocks: [
        {
          type: 'paragraph',
          text: 'Un serveur ne présente pas un bloc indifférencié de fonctions. Il range ce qu’il offre en trois [primitives](/glossaire#primitive), et chacune a son décideur.',
        },
        {
          type: 'diagram',
          caption: 'La colonne « qui décide » est la clé de la conception d’un serveur.',
          diagram: {
            kind: 'compare',
            items: [
              {
                title: 'Outils : le modèle décide',
                kind: 'request',
                points: [
                  'des actions, qui peuvent changer le monde',
                  'le modèle les choisit seul, d’après leur description',
                  'appelés par `tools/call`',
                ],
              },
              {
                title: 'Ressources : l’application décide',
                kind: 'result',
                points: [
                  'des données adressées par une URI',
                  'l’hôte ou l’utilisateur choisit de les joindre au contexte',
                  'lues par `resources/read`, pensées sans effet de bord',
                ],
              },
              {
                title: 'Prompts : l’utilisateur décide',
                kind: 'host',
                points: [
                  'des gabarits de messages avec arguments',
                  'souvent proposés comme commandes « / »',
                  'récupérés par `prompts/get`',
                ],
              },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'Comme le modèle choisit un [outil](/glossaire#outil) tout seul, la description de l’outil doit être exacte, et une action dangereuse doit être protégée. Une [ressource](/glossaire#ressource) ne s’exécute jamais d’elle-même : quelqu’un décide de la lire. Un [prompt](/glossaire#prompt) attend qu’un humain le lance. Cette répartition est une intention de conception, pas une contrainte du protocole : la spécification n’impose aucune interface, et un hôte peut aussi laisser le modèle choisir les ressources à joindre.',
        },
      ],
    },
    {
      id: 'methodes',
      title: 'Les méthodes de chaque primitive',
      blocks: [
        {
          type: 'table',
          caption: 'Découvrir, puis utiliser : le même schéma pour les trois primitives',
          headers: ['Primitive', 'Découvrir', 'Utiliser', 'Prévenir d’un changement'],
          rows: [
            ['Outils', '`tools/list`', '`tools/call`', '`notifications/tools/list_changed`'],
            [
              'Ressources',
              '`resources/list`, `resources/templates/list`',
              '`resources/read`',
              '`notifications/resources/list_changed`, `notifications/resources/updated`',
            ],
            ['Prompts', '`prompts/list`', '`prompts/get`', '`notifications/prompts/list_changed`'],
          ],
        },
        {
          type: 'paragraph',
          text: 'En 2026-07-28, les notifications de la dernière colonne n’arrivent que si le client les a demandées sur un flux `subscriptions/listen` (vu dans la leçon sur le [cycle de vie](/lecons/cycle-de-vie#notifications)). Un serveur n’est pas obligé d’offrir les trois primitives. Il déclare seulement les [capacités](/glossaire#capacite) `tools`, `resources` ou `prompts` qu’il sait servir, et le client n’appelle rien d’autre.',
        },
        {
          type: 'trace',
          excerpt: 'entrepot-bout-en-bout-2026',
          messages: [1],
          caption:
            'Les capacités du serveur « entrepôt », dans sa réponse à `server/discover` (2026-07-28) : il offre les trois primitives, et `listChanged` promet une notification quand une liste change.',
        },
        {
          type: 'paragraph',
          text: 'Une capacité absente veut dire « je n’en ai pas » : un client qui appellerait quand même `prompts/list` sur un serveur sans `prompts` recevrait une erreur. Le même mécanisme vaut dans l’autre sens pour les fonctionnalités du client, vues dans la leçon sur les [primitives client](/lecons/primitives-client).',
        },
        {
          type: 'trace',
          excerpt: 'commandes-prompt-2026',
          caption:
            'Un prompt récupéré avec ses arguments : le serveur renvoie des messages prêts à envoyer au modèle.',
        },
      ],
    },
    {
      id: 'choisir',
      title: 'Choisir la bonne primitive',
      blocks: [
        {
          type: 'list',
          items: [
            'Le modèle doit pouvoir déclencher l’action au fil de son raisonnement : c’est un **outil**.',
            'C’est une donnée à consulter ou à joindre (un schéma, une politique, une documentation) : c’est une **ressource**.',
            'C’est un point d’entrée récurrent, pensé pour un humain et paramétrable : c’est un **prompt**.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Le serveur « commandes » du bac à sable offre les trois : l’outil `get_order` cherche une commande, la ressource `orders://schema` donne la structure de la table, le prompt `triage` prépare l’analyse d’une commande en retard.',
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'L’erreur de conception la plus courante',
          text: [
            'Un outil `get_schema` qui renvoie toujours la même structure aurait dû être une ressource : l’application peut la joindre d’office, sans attendre que le modèle pense à l’appeler. À l’inverse, une « ressource » qui déclenche un calcul coûteux ou modifie quelque chose est un outil déguisé.',
          ],
        },
        {
          type: 'try',
          label: 'Voir un prompt, une ressource et un outil du même serveur',
          description:
            'Le scénario « commandes » : l’utilisateur lance le prompt `triage`, qui arrive par `prompts/get`.',
          link: { scenario: 'commandes', version: '2026-07-28', at: 'prompts/get' },
        },
        {
          type: 'try',
          label: 'Appeler l’outil `get_order`',
          description:
            'Le modèle choisit l’outil et l’hôte demande votre accord avant la requête `tools/call`.',
          link: { scenario: 'commandes', version: '2026-07-28', at: 'tools/call' },
        },
        {
          type: 'try',
          label: 'Lire la ressource `orders://schema`',
          description:
            'Dans le même scénario, l’application lit la ressource : une requête `resources/read`, sans effet de bord.',
          link: { scenario: 'commandes', version: '2026-07-28', at: 'resources/read' },
        },
      ],
    },
  ],
  keyPoints: [
    'Outil : le modèle décide. Ressource : l’application décide. Prompt : l’utilisateur décide.',
    'Le schéma des méthodes : `*/list` pour découvrir, puis `tools/call`, `resources/read` ou `prompts/get`.',
    'Un serveur ne déclare que les capacités qu’il offre.',
    'Une donnée stable à joindre au contexte est une ressource, pas un outil.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : fonctionnalités serveur',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server',
    },
    {
      label: 'Spécification 2026-07-28 : prompts',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/prompts',
    },
  ],
} satisfies LessonInput;
