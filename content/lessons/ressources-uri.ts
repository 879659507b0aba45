import type { LessonInput } from '@/lib/lessons/schema';

export const ressourcesUri = {
  slug: 'ressources-uri',
  theme: 'primitives',
  title: 'Ressources, URI et gabarits d’URI',
  summary:
    'Des données adressées par une URI, qu’on liste, qu’on lit et qu’on décline en familles grâce aux gabarits d’URI.',
  objectives: [
    'Lire une ressource et comprendre sa réponse : `contents`, `uri`, `mimeType`, `text` ou `blob`.',
    'Choisir un schéma d’URI : `https`, `file`, `git` ou le vôtre.',
    'Déclarer un gabarit de ressource avec `uriTemplate` et ses variables.',
  ],
  sections: [
    {
      id: 'ressource',
      title: 'Une ressource, c’est une donnée avec une adresse',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une [ressource](/glossaire#ressource) est un contenu identifié par une [URI](/glossaire#uri) : un fichier, la structure d’une table, une politique interne. En général, c’est l’application (ou l’utilisateur) qui décide de la lire et de la joindre au contexte, pas le modèle en plein raisonnement. C’est une intention de conception : la spécification permet aussi à un hôte de laisser le modèle choisir. Une lecture est pensée sans effet de bord : une « ressource » qui modifie quelque chose est un outil déguisé.',
        },
        {
          type: 'diagram',
          caption:
            'Lister, puis lire\u00A0: deux requêtes, deux réponses. L’entrepôt ne liste que des gabarits (`resources/templates/list`)\u202F; un serveur aux ressources fixes répond à `resources/list`.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'host', label: 'Hôte' },
              { id: 'client', label: 'Client' },
              { id: 'server', label: 'Serveur' },
            ],
            steps: [
              { from: 'host', to: 'client', label: 'quelles ressources ?', kind: 'host' },
              {
                from: 'client',
                to: 'server',
                label: '`resources/templates/list`',
                kind: 'request',
              },
              {
                from: 'server',
                to: 'client',
                label: '`resourceTemplates`\u00A0: gabarit d’URI, nom, type',
                kind: 'result',
              },
              {
                from: 'host',
                to: 'client',
                label: 'joindre `entrepot://schema/ventes/commandes`',
                kind: 'host',
              },
              { from: 'client', to: 'server', label: '`resources/read`', kind: 'request' },
              { from: 'server', to: 'client', label: '`contents`', kind: 'result' },
            ],
          },
        },
        {
          type: 'trace',
          excerpt: 'entrepot-lecture-2026',
          caption:
            'La réponse donne un tableau `contents` : chaque élément a son `uri`, son `mimeType`, et soit `text`, soit `blob` (du binaire en base64).',
        },
      ],
    },
    {
      id: 'uri',
      title: 'Choisir son schéma d’URI',
      blocks: [
        {
          type: 'table',
          caption: 'Les schémas d’URI que cite la spécification',
          headers: ['Schéma', 'Pour quoi faire'],
          rows: [
            [
              '`https://`',
              'une ressource du web ; à n’employer que si le client peut aller la chercher lui-même',
            ],
            [
              '`file://`',
              'des ressources qui se comportent comme des fichiers, sans forcément être sur un vrai disque',
            ],
            ['`git://`', 'des objets d’un dépôt Git'],
            [
              'le vôtre, comme `entrepot://`',
              'permis, s’il respecte la RFC 3986 (un schéma, puis `:`)',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Pour un entrepôt de données, un schéma maison se lit tout seul : `entrepot://schema/ventes/commandes` désigne la structure de la table `commandes` de la base `ventes`.',
        },
      ],
    },
    {
      id: 'modeles',
      title: 'Les gabarits d’URI',
      blocks: [
        {
          type: 'paragraph',
          text: 'Plutôt que de lister une ressource par table, le serveur publie un [gabarit de ressource](/glossaire#modele-de-ressource) : une URI à trous, au format RFC 6570. Le client le découvre par `resources/templates/list`, remplit les variables, puis lit l’URI obtenue avec un `resources/read` ordinaire.',
        },
        {
          type: 'trace',
          excerpt: 'entrepot-gabarits-2026',
          caption:
            'Le gabarit de ressource du serveur « entrepôt », tel que le renvoie `resources/templates/list`.',
        },
        {
          type: 'paragraph',
          text: 'Un serveur peut aussi proposer des valeurs pour les variables (« quelles bases existent ? ») grâce à la [complétion](/glossaire#completion), `completion/complete`.',
        },
        {
          type: 'try',
          label: 'Découvrir le gabarit `entrepot://schema/{base}/{table}`',
          description:
            'Le scénario « entrepôt » : la liste des gabarits, puis la lecture d’une table précise.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'resources/templates/list' },
        },
        {
          type: 'try',
          label: 'Lire la structure de la table `commandes`',
          description:
            'La requête `resources/read` avec une URI tirée du gabarit, et ses `contents`.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'resources/read' },
        },
      ],
    },
    {
      id: 'changements',
      title: 'Quand une ressource change',
      blocks: [
        {
          type: 'paragraph',
          text: 'Un serveur qui déclare `resources.listChanged` prévient quand sa liste change, et celui qui déclare `resources.subscribe` prévient quand une ressource suivie change (`notifications/resources/updated`). La notification ne porte que l’URI : le client relit la ressource pour voir le nouveau contenu.',
        },
        {
          type: 'try',
          label: 'Suivre l’état de la production (2025-11-25)',
          description:
            'Le client s’abonne par `resources/subscribe` ; quand l’état change, le serveur le prévient et l’hôte relit la ressource. Après `resources/unsubscribe`, le changement suivant passe en silence.',
          link: { scenario: 'suivi-ressource', version: '2025-11-25', at: 'resources/subscribe' },
        },
        {
          type: 'try',
          label: 'Le même suivi en 2026-07-28',
          description:
            'Un second flux `subscriptions/listen` nomme la ressource dans `resourceSubscriptions` ; la notification porte son `subscriptionId`, et le client ferme le flux par `notifications/cancelled`.',
          link: {
            scenario: 'suivi-ressource',
            version: '2026-07-28',
            at: 'subscriptions/listen',
            occurrence: 2,
          },
        },
        {
          type: 'callout',
          tone: 'changement',
          title: 'Ce qui a changé en 2026-07-28',
          text: [
            '`resources/subscribe` et `resources/unsubscribe` disparaissent : le client ouvre un [flux d’abonnement](/glossaire#abonnement) `subscriptions/listen` et y demande les changements qui l’intéressent (`resourcesListChanged`, `resourceSubscriptions`).',
            'Dans le SDK 2.4.0, `McpServer` annonce `resources.subscribe` sans répondre à `resources/subscribe` (`-32601`) : le serveur du scénario ajoute ce gestionnaire de bas niveau pour ses clients de 2025.',
            'Une URI inconnue renvoie désormais l’erreur `-32602` (paramètres invalides) ; jusqu’en 2025-11-25, c’était `-32002`. Pour parler aux anciens serveurs, un client devrait encore accepter `-32002` avec ce sens. Ce SDK renvoie `-32602`, avec l’URI dans `data.uri`, dans toutes les révisions.',
            'Les réponses de `resources/read` et des listes portent `ttlMs` et `cacheScope` : combien de temps, et pour qui, le client peut les garder en cache ([mise en cache](/glossaire#mise-en-cache)).',
          ],
        },
      ],
    },
  ],
  keyPoints: [
    'Une ressource : une URI, un type MIME, un contenu `text` ou `blob`.',
    'En général, l’application décide de lire une ressource ; une lecture est pensée sans effet de bord.',
    'Un gabarit d’URI (`uriTemplate`) décrit une famille de ressources.',
    'En 2026-07-28 : `subscriptions/listen` et le code `-32602` pour une URI inconnue.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : ressources',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/resources',
    },
    { label: 'RFC 6570 : gabarits d’URI', href: 'https://www.rfc-editor.org/rfc/rfc6570' },
  ],
} satisfies LessonInput;
