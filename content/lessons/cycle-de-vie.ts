import type { LessonInput } from '@/lib/lessons/schema';

export const cycleDeVie = {
  slug: 'cycle-de-vie',
  theme: 'cycle-de-vie',
  title: 'Le cycle de vie : une poignée de main en 2025, sans état en 2026',
  summary:
    'Les quatre étapes d’une session 2025, puis le modèle sans état de 2026-07-28 : `server/discover` et `_meta` sur chaque requête.',
  objectives: [
    'Dérouler une session 2025 : `initialize`, `notifications/initialized`, opérations, fermeture.',
    'Dérouler le même échange en 2026-07-28 : `server/discover`, puis des requêtes qui portent chacune leur `_meta`.',
    'Dire à quelle étape du cycle appartient un message d’une trace.',
  ],
  sections: [
    {
      id: 'en-2025',
      title: 'En 2025 : une session en quatre étapes',
      blocks: [
        {
          type: 'paragraph',
          text: 'Jusqu’en 2025-11-25, client et serveur ouvrent une [session](/glossaire#session) par une [poignée de main](/glossaire#poignee-de-main) : ils y fixent une fois pour toutes la révision et les capacités, puis s’en souviennent jusqu’à la fermeture.',
        },
        {
          type: 'diagram',
          caption:
            'Le [cycle de vie](/glossaire#cycle-de-vie) en 2025-11-25 et 2025-06-18. La fermeture n’envoie aucun message : on ferme le transport.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'client', label: 'Client' },
              { id: 'server', label: 'Serveur' },
            ],
            steps: [
              { phase: '1. Initialisation' },
              {
                from: 'client',
                to: 'server',
                label: '`initialize`',
                kind: 'request',
                note: 'révision, capacités, `clientInfo`',
              },
              {
                from: 'server',
                to: 'client',
                label: 'résultat',
                kind: 'result',
                note: 'révision, capacités, `serverInfo`',
              },
              { phase: '2. Prêt' },
              {
                from: 'client',
                to: 'server',
                label: '`notifications/initialized`',
                kind: 'notification',
              },
              { phase: '3. Opérations' },
              { from: 'client', to: 'server', label: '`tools/list`', kind: 'request' },
              { from: 'server', to: 'client', label: 'résultat', kind: 'result' },
              { from: 'client', to: 'server', label: '`tools/call`', kind: 'request' },
              { from: 'server', to: 'client', label: 'résultat', kind: 'result' },
              { phase: '4. Fermeture : le transport se ferme' },
            ],
          },
        },
        {
          type: 'list',
          ordered: true,
          items: [
            '**[Initialisation](/glossaire#initialisation).** Le client envoie `initialize` avec la révision qu’il préfère, ses capacités et son identité. Le serveur renvoie la même révision s’il la prend en charge, sinon une autre qu’il connaît ; si le client ne la connaît pas, il se déconnecte.',
            '**Prêt.** Le client confirme par la notification `notifications/initialized`.',
            '**Opérations.** Découverte (`tools/list`), appels (`tools/call`), lectures, notifications, dans la limite des capacités négociées.',
            '**Fermeture.** Aucun message dédié : on ferme le transport. En stdio, le client ferme l’entrée standard du serveur, attend qu’il s’arrête, puis lui envoie `SIGTERM`, et enfin `SIGKILL` s’il ne s’arrête toujours pas. En HTTP, il ferme la connexion.',
          ],
        },
        {
          type: 'paragraph',
          text: 'La spécification range ces étapes en trois phases : l’initialisation (qui comprend `initialize` et `notifications/initialized`), les opérations et la fermeture. Le découpage en quatre des supports de cours aide simplement à ne pas oublier la notification.',
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Une règle que ce SDK n’impose pas',
          text: [
            'La spécification demande au client de ne rien envoyer d’autre qu’un `ping` avant la réponse à `initialize`. Un client écrit à la main qui saute cette étape est donc fautif ; pourtant, le serveur de ce SDK traite la requête normalement. Voyez-le dans le laboratoire d’erreurs.',
          ],
        },
        {
          type: 'try',
          label: 'Suivre la poignée de main `initialize`',
          description:
            'Le scénario météo en 2025-11-25 : les trois messages de l’initialisation, puis les opérations.',
          link: { scenario: 'meteo', version: '2025-11-25', at: 'initialize' },
        },
        {
          type: 'try',
          label: 'Envoyer une requête avant l’initialisation',
          description: 'Ce que dit la spécification, et ce que fait vraiment ce SDK.',
          link: { scenario: 'erreur-avant-initialisation', version: '2025-11-25' },
        },
      ],
    },
    {
      id: 'en-2026',
      title: 'En 2026-07-28 : plus de session',
      blocks: [
        {
          type: 'paragraph',
          text: 'La révision 2026-07-28 rend MCP [sans état](/glossaire#sans-etat) : plus de poignée de main. Chaque requête porte elle-même, dans son [`_meta`](/glossaire#meta), la révision et les capacités du client (obligatoires) et son identité (recommandée). Chaque résultat porte [`resultType`](/glossaire#result-type), et le serveur devrait s’y identifier dans son propre `_meta` (`serverInfo`). Ces identités ([`clientInfo`](/glossaire#client-info) et `serverInfo`) sont déclarées, jamais vérifiées.',
        },
        {
          type: 'trace',
          excerpt: 'meteo-tools-list-2026',
          messages: [0],
          caption:
            'Une requête `tools/list` en 2026-07-28 : tout ce qu’il faut pour la traiter est dedans.',
        },
        {
          type: 'paragraph',
          text: 'Pour connaître le serveur d’avance, le client envoie `server/discover` : c’est la [découverte](/glossaire#decouverte). Le serveur y renvoie `supportedVersions`, ses capacités, ses instructions, et des indications de [mise en cache](/glossaire#mise-en-cache) (`ttlMs`, `cacheScope`). Tout serveur doit traiter cette requête ; le client, lui, peut s’en passer.',
        },
        {
          type: 'diagram',
          caption: 'Le même échange en 2026-07-28. Aucune requête ne dépend de la précédente.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'client', label: 'Client' },
              { id: 'server', label: 'Serveur' },
            ],
            steps: [
              {
                from: 'client',
                to: 'server',
                label: '`server/discover`',
                kind: 'request',
                note: '`_meta` : révision, capacités, identité',
              },
              {
                from: 'server',
                to: 'client',
                label: 'résultat',
                kind: 'result',
                note: '`supportedVersions`, capacités',
              },
              {
                from: 'client',
                to: 'server',
                label: '`subscriptions/listen`',
                kind: 'request',
                note: 'facultatif : les changements voulus',
              },
              {
                from: 'server',
                to: 'client',
                label: '`notifications/subscriptions/acknowledged`',
                kind: 'notification',
              },
              {
                from: 'client',
                to: 'server',
                label: '`tools/list`',
                kind: 'request',
                note: 'avec le même `_meta`',
              },
              {
                from: 'server',
                to: 'client',
                label: 'résultat',
                kind: 'result',
                note: '`resultType: complete`',
              },
            ],
          },
        },
        {
          type: 'try',
          label: 'Suivre `server/discover` et le `_meta` de chaque requête',
          description:
            'Le scénario météo en 2026-07-28 : ouvrez l’inspecteur sur chaque requête et trouvez les trois clés de `_meta`.',
          link: { scenario: 'meteo', version: '2026-07-28', at: 'server/discover' },
        },
      ],
    },
    {
      id: 'notifications',
      title: 'Les notifications de changement',
      blocks: [
        {
          type: 'paragraph',
          text: 'En 2025, un serveur qui a déclaré `tools.listChanged` envoie `notifications/tools/list_changed` quand il veut, et le client redemande la liste. En 2026-07-28, il faut d’abord ouvrir un [flux d’abonnement](/glossaire#abonnement) avec `subscriptions/listen`, en nommant les changements voulus ; sans ce flux, le client ne reçoit rien. Sans notification, le client devrait redemander la liste à intervalles réguliers, au cas où\u00A0: la notification lui épargne ces allers-retours et le prévient au bon moment (en 2026-07-28, `ttlMs` lui dit en plus combien de temps sa copie reste valable).',
        },
        {
          type: 'try',
          label: 'Ajouter un outil en direct (2026-07-28)',
          description:
            'Le flux `subscriptions/listen` s’ouvre, puis la notification arrive sur ce flux quand un outil apparaît.',
          link: {
            scenario: 'changement-de-liste',
            version: '2026-07-28',
            at: 'subscriptions/listen',
          },
        },
        {
          type: 'try',
          label: 'Le même changement en 2025-11-25',
          description: 'Ici, la notification arrive sans abonnement préalable.',
          link: {
            scenario: 'changement-de-liste',
            version: '2025-11-25',
            at: 'notifications/tools/list_changed',
          },
        },
      ],
    },
    {
      id: 'operations-longues',
      title: 'Les opérations longues : progression et annulation',
      blocks: [
        {
          type: 'paragraph',
          text: 'Un outil qui prend du temps peut donner des nouvelles. Le client glisse un `progressToken` dans le `_meta` de sa requête ; le serveur peut alors envoyer des [notifications de progression](/glossaire#progression) (`notifications/progress`) qui reprennent ce `progressToken`, avec une valeur qui augmente à chaque fois, un total s’il le connaît, et éventuellement un message. Sans jeton, pas de progression ; avec, le serveur reste libre de ne rien envoyer.',
        },
        {
          type: 'code',
          language: 'json',
          caption:
            'Une notification de progression, sur le modèle de la spécification : pas d’`id`, donc pas de réponse.',
          code: `{ "jsonrpc": "2.0", "method": "notifications/progress",
  "params": { "progressToken": "export-1", "progress": 50, "total": 100,
    "message": "50 tables sur 100 exportées" } }`,
        },
        {
          type: 'try',
          label: 'Un export qui donne des nouvelles',
          description:
            'Le `tools/call` porte un `progressToken` ; trois `notifications/progress` arrivent avant le résultat. Détails dans la leçon «\u00A0Les utilitaires\u00A0».',
          link: { scenario: 'export-long', version: '2026-07-28', at: 'notifications/progress' },
        },
        {
          type: 'paragraph',
          text: 'Si l’attente devient trop longue, le client annule. Sur stdio (et, dans les révisions de 2025, sur tout transport), il envoie `notifications/cancelled` avec l’`id` de la requête\u202F; en Streamable HTTP 2026-07-28, il lui suffit de fermer le flux de la réponse. Le serveur devrait alors arrêter son travail et ne pas répondre.',
        },
        {
          type: 'try',
          label: 'Un délai dépassé',
          description:
            'L’outil ne répond pas à temps : le client de ce SDK abandonne et envoie `notifications/cancelled`, comme sur stdio.',
          link: { scenario: 'erreur-delai-depasse', version: '2026-07-28' },
        },
      ],
    },
    {
      id: 'comparaison',
      title: 'Les deux cycles côte à côte',
      blocks: [
        {
          type: 'table',
          caption: 'Cycle de vie : 2025-11-25 et 2026-07-28',
          headers: ['Aspect', '2025-11-25', '2026-07-28'],
          rows: [
            [
              'Ouverture',
              '`initialize`, puis `notifications/initialized`',
              '`server/discover`, facultatif pour le client',
            ],
            [
              'Révision et capacités',
              'négociées une fois pour la session',
              'dans le `_meta` de chaque requête',
            ],
            [
              'Résultats',
              'sans `resultType`',
              '`resultType` : `complete` (ou `input_required`, vu dans la leçon sur les primitives client)',
            ],
            [
              'Changements',
              'notifications envoyées spontanément',
              'seulement sur un flux `subscriptions/listen`',
            ],
            ['[`ping`](/glossaire#ping)', 'existe', 'supprimé'],
            [
              'Révision refusée',
              'le client se déconnecte',
              'erreur `-32022`, versions acceptées dans `data.supported`',
            ],
          ],
        },
      ],
    },
  ],
  keyPoints: [
    '2025 : `initialize`, réponse, `notifications/initialized`, opérations, puis fermeture du transport.',
    '2026-07-28 : sans état ; `server/discover` ; `_meta` sur chaque requête ; `resultType` sur chaque résultat.',
    'En 2026-07-28, les notifications de changement passent par `subscriptions/listen`.',
    '`initialize` ouvre une session 2025\u202F; `_meta` sur chaque requête et `resultType` signent 2026-07-28 (un `server/discover` peut précéder un repli sur `initialize`).',
  ],
  sources: [
    {
      label: 'Spécification 2025-11-25 : cycle de vie',
      href: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle',
    },
    {
      label: 'Spécification 2026-07-28 : `server/discover`',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/discover',
    },
    {
      label: 'Spécification 2026-07-28 : versions et compatibilité',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning',
    },
  ],
} satisfies LessonInput;
