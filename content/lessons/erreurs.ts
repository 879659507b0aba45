import type { LessonInput } from '@/lib/lessons/schema';

export const erreurs = {
  slug: 'erreurs',
  theme: 'erreurs',
  title: 'Erreurs de protocole et erreurs d’exécution',
  summary:
    'Deux façons d’échouer, les codes à connaître, ce que fait vraiment ce SDK, et comment écrire une erreur que le modèle sait corriger.',
  objectives: [
    'Distinguer une erreur de protocole (`error`) d’une erreur d’exécution (`result` avec `isError: true`).',
    'Lire les codes JSON-RPC (`-32700` à `-32603`) et ceux de MCP (`-32020` à `-32022`).',
    'Renvoyer une erreur métier que le modèle peut corriger seul.',
  ],
  sections: [
    {
      id: 'deux-mecanismes',
      title: 'Deux façons d’échouer',
      blocks: [
        {
          type: 'diagram',
          caption:
            'Une erreur de protocole est un `error` ; une erreur d’exécution est un `result`.',
          diagram: {
            kind: 'compare',
            items: [
              {
                title: '[Erreur de protocole](/glossaire#erreur-de-protocole)',
                kind: 'error',
                points: [
                  'une réponse JSON-RPC `error` avec `code`, `message` et parfois `data`',
                  'la requête elle-même ne tient pas : outil inconnu, paramètres mal formés',
                  'le modèle a peu de chances de s’en sortir seul',
                ],
              },
              {
                title: '[Erreur d’exécution](/glossaire#erreur-d-execution)',
                kind: 'result',
                points: [
                  'un `result` avec `isError: true` et une explication dans `content`',
                  'l’appel est compris, mais l’outil échoue : API en panne, date invalide, règle du domaine (une [erreur métier](/glossaire#erreur-metier))',
                  'le modèle lit le message et corrige son appel',
                ],
              },
            ],
          },
        },
        {
          type: 'trace',
          excerpt: 'outil-inconnu-2026',
          messages: [1],
          caption: 'Une erreur de protocole : l’outil `reserver_avion` n’existe pas.',
        },
        {
          type: 'trace',
          excerpt: 'erreur-metier-2026',
          messages: [1],
          caption:
            'Une erreur d’exécution : l’outil `reserver_train` refuse une date passée et dit comment corriger.',
        },
        {
          type: 'paragraph',
          text: 'La spécification demande au client de transmettre les erreurs d’exécution au modèle, pour qu’il se corrige ; il peut aussi lui transmettre les erreurs de protocole, mais elles l’aident rarement.',
        },
        {
          type: 'try',
          label: 'Comparer une erreur de protocole et une erreur d’exécution',
          description:
            'Le même outil, deux appels ratés : l’un revient en `error`, l’autre en `result` avec `isError: true`.',
          link: { scenario: 'erreur-protocole-vs-execution', version: '2026-07-28' },
        },
      ],
    },
    {
      id: 'codes',
      title: 'Les codes à connaître',
      blocks: [
        {
          type: 'table',
          caption: 'Codes d’erreur JSON-RPC et MCP, et quand ce SDK les envoie',
          headers: ['Code', 'Nom', 'Quand'],
          rows: [
            [
              '`-32700`',
              'erreur d’analyse',
              'le texte reçu n’est pas du JSON ; les vrais transports (stdio, HTTP) sont du texte, mais pas les transports en mémoire du bac à sable, où le laboratoire d’erreurs doit ajouter une couche texte',
            ],
            [
              '`-32600`',
              'requête invalide',
              'du JSON qui n’est pas une requête valide (voir plus bas)',
            ],
            [
              '`-32601`',
              'méthode inconnue',
              'méthode inexistante ; en 2026-07-28, aussi `ping` et `logging/setLevel`',
            ],
            [
              '`-32602`',
              'paramètres invalides',
              'paramètres mal formés ; la spécification le prescrit aussi pour un outil, une ressource ou un prompt inconnus, et pour un `_meta` incomplet en 2026-07-28 ; ce SDK s’y conforme',
            ],
            ['`-32603`', 'erreur interne', 'le serveur a échoué à traiter la requête'],
            [
              '`-32020`',
              '`HeaderMismatch`',
              'Streamable HTTP, 2026-07-28 : les en-têtes contredisent le corps',
            ],
            [
              '`-32021`',
              '`MissingRequiredClientCapability`',
              'il faut au serveur une capacité que le client n’a pas déclarée',
            ],
            [
              '`-32022`',
              '`UnsupportedProtocolVersion`',
              'la révision du `_meta` n’est pas prise en charge ; `data.supported` dit lesquelles le sont',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'JSON-RPC laisse la plage `-32000` à `-32099` aux implémentations. En 2026-07-28, MCP la partage : `-32020` à `-32099` est réservée à la spécification MCP, et `-32000` à `-32019` est une plage héritée, où de vieilles implémentations ont pris des codes. Un nouveau serveur ne devrait pas s’en servir du tout (seul `-32002`, « ressource introuvable », y garde un sens connu) ; ses propres codes se choisissent hors de la plage `-32768` à `-32000`, réservée par JSON-RPC.',
        },
        {
          type: 'try',
          label: 'Appeler un outil qui n’existe pas',
          description: 'Une erreur de protocole `-32602`, avec le nom de l’outil dans le message.',
          link: { scenario: 'erreur-outil-inconnu', version: '2026-07-28', at: 'error:tools/call' },
        },
        {
          type: 'try',
          label: 'Demander une révision que le serveur ne prend pas en charge',
          description: 'L’erreur `-32022`, avec les révisions acceptées dans `data.supported`.',
          link: {
            scenario: 'erreur-version-non-supportee',
            version: '2026-07-28',
            at: 'error:server/discover',
          },
        },
      ],
    },
    {
      id: 'sdk',
      title: 'Ce que fait vraiment ce SDK',
      blocks: [
        {
          type: 'list',
          items: [
            'Des arguments qui ne respectent pas l’`inputSchema` : un **résultat** `isError: true` (« Input validation error »), pas une erreur `-32602`. C’est ce que veut la spécification depuis 2025-11-25 : le modèle peut se corriger.',
            'Un outil qui lève une exception : un résultat `isError: true` avec le message de l’exception.',
            'Un message sans champ `jsonrpc` : **aucune réponse**, alors que JSON-RPC attend `-32600` (requête invalide) ; l’expéditeur attend jusqu’à son délai. Même silence pour un `id` à `null` ou un lot de messages (un tableau) : JSON-RPC les permet, mais MCP les interdit (l’`id` nul depuis toujours, les lots depuis 2025-06-18, après les avoir permis en 2025-03-26).',
            'Un délai dépassé : le client annule la requête pour que le serveur l’abandonne, par `notifications/cancelled` sur stdio (en Streamable HTTP 2026-07-28, il ferme le flux de la réponse).',
          ],
        },
        {
          type: 'try',
          label: 'Envoyer des arguments qui violent l’`inputSchema`',
          description: 'La réponse est un résultat `isError: true` que le modèle peut lire.',
          link: {
            scenario: 'erreur-arguments-invalides',
            version: '2026-07-28',
            at: 'result:tools/call',
          },
        },
        {
          type: 'try',
          label: 'Envoyer un message mal formé',
          description: 'Ce que dit la spécification (`-32600`), et le silence de ce SDK.',
          link: { scenario: 'erreur-message-malforme', version: '2026-07-28' },
        },
      ],
    },
    {
      id: 'bonne-erreur',
      title: 'Écrire une erreur métier utile',
      blocks: [
        {
          type: 'list',
          items: [
            'Une commande introuvable, une date dans le passé, un quota dépassé : ce sont des erreurs métier, c’est-à-dire des erreurs d’exécution dues à une règle du domaine. Renvoyez un résultat `isError: true`, pas une erreur JSON-RPC.',
            'Dites ce qui ne va pas **et** comment corriger : « Date de départ invalide : elle doit être dans le futur. »',
            'Ajoutez si vous voulez une catégorie et l’indication « réessayable ou non » dans le texte.',
            'Ne renvoyez jamais un succès vide, comme `{}` pour « rien trouvé » : le modèle croirait que tout va bien.',
          ],
        },
        {
          type: 'try',
          label: 'Voir une erreur métier bien écrite',
          description:
            'L’outil refuse, explique pourquoi, et le modèle peut relancer l’appel corrigé.',
          link: { scenario: 'erreur-metier', version: '2026-07-28', at: 'result:tools/call' },
        },
      ],
    },
  ],
  keyPoints: [
    'Erreur de protocole : une réponse `error` avec un code. Erreur d’exécution : un `result` avec `isError: true`.',
    'Un outil, une ressource ou un prompt inconnus : `-32602`, comme le prescrit la spécification.',
    'Des arguments hors schéma donnent un résultat `isError: true`.',
    'Un message mal formé : la spécification dit `-32600`, ce SDK ne répond pas. Lots et `id` nul : interdits par MCP.',
    'Une erreur métier dit quoi corriger, et n’est jamais un succès vide.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : gestion des erreurs des outils',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools#error-handling',
    },
    {
      label: 'Spécification 2026-07-28 : codes d’erreur',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic#error-codes',
    },
    {
      label: 'JSON-RPC 2.0 : objet d’erreur',
      href: 'https://www.jsonrpc.org/specification#error_object',
    },
  ],
} satisfies LessonInput;
