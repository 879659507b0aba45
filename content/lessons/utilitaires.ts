import type { LessonInput } from '@/lib/lessons/schema';

export const utilitaires = {
  slug: 'utilitaires',
  theme: 'cycle-de-vie',
  title: 'Les utilitaires : progression, journaux, complétion, pages, cache',
  summary:
    'Ce qui entoure les primitives : suivre une tâche longue, recevoir les journaux du serveur, compléter un argument, lire une liste en pages, garder une réponse en cache, et les extensions.',
  objectives: [
    'Demander la progression d’un appel et la reconnaître dans une trace (`progressToken`, `notifications/progress`).',
    'Dire comment le client règle les journaux du serveur en 2026-07-28 (`logLevel` par requête) et en 2025 (`logging/setLevel`).',
    'Lire une liste en pages (`nextCursor`) et expliquer pourquoi une seconde lecture peut ne rien envoyer (`ttlMs`, `cacheScope`).',
    'Reconnaître une extension négociée dans `capabilities.extensions`, et ce que le SDK ne sait pas encore faire.',
  ],
  sections: [
    {
      id: 'taches-longues',
      title: 'Suivre une tâche longue',
      blocks: [
        {
          type: 'paragraph',
          text: 'Un export, une requête lourde : sans nouvelles, l’utilisateur croit l’application bloquée. Le client qui veut suivre un appel glisse un `progressToken` dans le `_meta` de sa requête ; le serveur peut alors envoyer des [notifications de progression](/glossaire#progression) qui reprennent ce jeton, avec une valeur qui augmente, un total s’il le connaît et un message. Sans jeton, aucune ; avec, le serveur reste libre de se taire.',
        },
        {
          type: 'try',
          label: 'Un export en trois étapes (2026-07-28)',
          description:
            'Le `tools/call` porte `progressToken` ; trois `notifications/progress` arrivent avant le résultat, et la barre de l’hôte avance.',
          link: { scenario: 'export-long', version: '2026-07-28', at: 'notifications/progress' },
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Dans le SDK',
          text: [
            'Côté client, passer `onprogress` à `callTool` ajoute le jeton et reçoit chaque notification ; `resetTimeoutOnProgress` relance le délai à chaque nouvelle. Côté serveur, l’outil envoie `notifications/progress` avec `ctx.mcpReq.notify`.',
          ],
        },
      ],
    },
    {
      id: 'journaux',
      title: 'Les journaux du serveur',
      blocks: [
        {
          type: 'paragraph',
          text: 'Un serveur qui déclare `logging` peut envoyer des lignes de journal (`notifications/message`) avec un niveau, de `debug` à `emergency`. Ce qui change entre les révisions, c’est qui règle le niveau, et pour combien de temps.',
        },
        {
          type: 'table',
          caption: 'Régler les journaux du serveur',
          headers: ['Aspect', '2025-11-25 et 2025-06-18', '2026-07-28'],
          rows: [
            [
              'Réglage',
              '`logging/setLevel`, une fois pour toute la connexion',
              '`io.modelcontextprotocol/logLevel` dans le `_meta` de chaque requête',
            ],
            [
              'Sans réglage',
              'le serveur choisit ; ce SDK envoie tout',
              'aucune ligne : le serveur ne doit rien envoyer',
            ],
            [
              'Statut',
              'fonction du protocole',
              '[dépréciée](/glossaire#deprecie) : `logging/setLevel` n’existe plus',
            ],
          ],
        },
        {
          type: 'try',
          label: 'Le même filtre, deux mécanismes',
          description:
            'En 2026-07-28, le premier appel ne reçoit aucune ligne, le client du SDK refuse `logging/setLevel` sans rien envoyer (l’étape « erreur du SDK »), et le second appel, qui demande `warning`, reçoit l’avertissement.',
          link: {
            scenario: 'export-long',
            version: '2026-07-28',
            at: 'notifications/message',
          },
        },
        {
          type: 'try',
          label: 'En 2025-11-25',
          description:
            'Toutes les lignes arrivent jusqu’à `logging/setLevel`, puis seulement les avertissements.',
          link: { scenario: 'export-long', version: '2025-11-25', at: 'logging/setLevel' },
        },
        {
          type: 'callout',
          tone: 'changement',
          title: 'Vers OpenTelemetry',
          text: [
            'La spécification 2026-07-28 conseille de journaliser sur stderr (stdio) et d’observer avec OpenTelemetry. Elle réserve pour cela `traceparent`, `tracestate` et `baggage` dans `_meta` : le second appel du scénario porte un `traceparent`, que le serveur cite dans sa ligne de journal pour rattacher son travail à la même trace.',
          ],
        },
      ],
    },
    {
      id: 'completion',
      title: 'Compléter un argument',
      blocks: [
        {
          type: 'paragraph',
          text: 'Quand l’utilisateur remplit la variable d’un [gabarit d’URI](/glossaire#modele-de-ressource) ou l’argument d’un prompt, le client peut demander des suggestions au serveur qui annonce `completions` : `completion/complete` nomme le modèle ou le prompt (`ref`), l’argument et ce qui est déjà tapé. La réponse donne au plus cent valeurs, leur nombre total et s’il en reste (`hasMore`).',
        },
        {
          type: 'try',
          label: 'Taper « c » dans `docs://faq/{sujet}`',
          description:
            'Le serveur de documentation propose `cache`, `cles-api`, `connexion` et `curseurs` ; le panneau de l’hôte les montre sous le champ pendant la saisie.',
          link: { scenario: 'documentation', version: '2026-07-28', at: 'completion/complete' },
        },
      ],
    },
    {
      id: 'pages',
      title: 'Des listes en pages',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une longue liste (`tools/list`, `resources/list`, `resources/templates/list`, `prompts/list`) peut arriver en [pages](/glossaire#pagination). Le serveur choisit leur taille et joint un `nextCursor` tant qu’il en reste ; le client le renvoie tel quel dans `cursor` pour la page suivante. Le curseur est opaque : le client ne le lit ni ne le fabrique ; un curseur que le serveur n’a pas donné devrait recevoir `-32602`, comme ici.',
        },
        {
          type: 'try',
          label: 'Huit guides en trois pages',
          description:
            'Sans curseur, le client du SDK parcourt lui-même les pages (trois `resources/list`) et donne une seule liste à l’hôte ; « Page suivante » dans le panneau de l’hôte les demande une à une.',
          link: {
            scenario: 'documentation',
            version: '2025-11-25',
            at: 'resources/list',
            occurrence: 2,
          },
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Dans le SDK 2.4.0',
          text: [
            '`McpServer` ne découpe jamais une liste : le serveur de ce scénario remplace son gestionnaire de `resources/list` par un gestionnaire de bas niveau qui pagine. Côté client, `listResources()` sans curseur parcourt toutes les pages (64 au plus, `listMaxPages`) ; avec `{ cursor }`, il n’en demande qu’une.',
          ],
        },
      ],
    },
    {
      id: 'cache',
      title: 'Garder une réponse en cache (2026-07-28)',
      blocks: [
        {
          type: 'paragraph',
          text: 'En 2026-07-28, les résultats des listes, de `resources/read` et de `server/discover` portent deux indications de [mise en cache](/glossaire#mise-en-cache) : `ttlMs`, combien de millisecondes le résultat reste frais, et `cacheScope`, `public` (le même pour tous) ou `private` (propre à un contexte d’autorisation). Tant qu’il est frais, le client peut le resservir sans rien demander. Une notification `…/list_changed` ou `notifications/resources/updated` l’invalide aussitôt.',
        },
        {
          type: 'try',
          label: 'Une lecture servie par le cache',
          description:
            'Les horaires du support arrivent avec `ttlMs: 60000` et `cacheScope: "public"` : la seconde lecture ne met rien sur le fil, et l’hôte note l’étape qui a rempli le cache.',
          link: { scenario: 'documentation', version: '2026-07-28', at: 'host:cache-hit' },
        },
        {
          type: 'try',
          label: 'La même chose en 2025-11-25',
          description:
            'Pas de `ttlMs` en 2025 : les deux lectures partent sur le fil, et la liste est redemandée en entier.',
          link: {
            scenario: 'documentation',
            version: '2025-11-25',
            at: 'resources/read',
            occurrence: 3,
          },
        },
      ],
    },
    {
      id: 'extensions',
      title: 'Les extensions, et ce que le SDK ne fait pas encore',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une [extension](/glossaire#extension) ajoute une fonction hors du cœur du protocole. En 2026-07-28, client et serveur la négocient dans `capabilities.extensions`, sous un identifiant préfixé ; si l’autre côté ne l’annonce pas, on revient au comportement de base ou on refuse la requête.',
        },
        {
          type: 'try',
          label: 'L’extension Skills du SDK',
          description:
            'Le serveur de documentation annonce `io.modelcontextprotocol/skills` dans `server/discover`, puis l’hôte appelle sa méthode `skills/list`.',
          link: { scenario: 'documentation', version: '2026-07-28', at: 'skills/list' },
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'Les tâches : enseignées ici, pas montrées',
          text: [
            'L’extension Tasks (`io.modelcontextprotocol/tasks`) rend un identifiant de tâche au lieu de bloquer, puis le client l’interroge (`tasks/get`) et lui répond (`tasks/update`). Le SDK 2.4.0 n’a pas de runtime pour cette extension : seulement ses types. Aucun scénario du bac à sable ne la joue donc ; pour un travail long, il montre la progression.',
          ],
        },
      ],
    },
  ],
  keyPoints: [
    '`progressToken` dans `_meta` demande la progression ; `notifications/progress` la donne.',
    'Journaux : `logLevel` par requête en 2026-07-28 (sans lui, aucune ligne), `logging/setLevel` en 2025.',
    '`nextCursor` est opaque : on le renvoie tel quel dans `cursor`.',
    '`ttlMs` et `cacheScope` (2026-07-28) permettent de resservir une réponse sans la redemander.',
    'Les extensions se négocient dans `capabilities.extensions` ; le SDK 2.4.0 n’exécute pas l’extension Tasks.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : progression',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/progress',
    },
    {
      label: 'Spécification 2026-07-28 : journalisation',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/logging',
    },
    {
      label: 'Spécification 2026-07-28 : complétion',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/completion',
    },
    {
      label: 'Spécification 2026-07-28 : pagination',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/pagination',
    },
    {
      label: 'Spécification 2026-07-28 : cache',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/utilities/caching',
    },
    {
      label: 'Spécification 2026-07-28 : négociation des extensions',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning#extension-negotiation',
    },
  ],
} satisfies LessonInput;
