import type { LessonInput } from '@/lib/lessons/schema';
import { corsNeeds } from '@/lib/remote/cors';

/** One row of the CORS table: what the browser client sends in a revision (lib/remote/cors). */
function corsRow(label: string, revision: '2026-07-28' | '2025-11-25'): string[] {
  const needs = corsNeeds(revision);
  const code = (items: readonly string[]) =>
    items.length > 0 ? items.map((item) => `\`${item}\``).join(', ') : 'aucun';
  return [
    label,
    code([...needs.methods, 'OPTIONS']),
    code(needs.requestHeaders),
    code(needs.exposeHeaders),
  ];
}

export const revisions = {
  slug: 'revisions',
  theme: 'revisions',
  title: 'Ce qui a changé entre les révisions',
  summary:
    'De 2024-11-05 à 2026-07-28 : ce que chaque révision a apporté, comment reconnaître celle d’une trace, et ce qui est périmé dans les vieux tutoriels.',
  objectives: [
    'Situer les révisions du protocole, de 2024-11-05 à 2026-07-28.',
    'Reconnaître la révision d’une session à ses premiers messages.',
    'Repérer dans un tutoriel ou un cours ce qui est périmé.',
  ],
  sections: [
    {
      id: 'dates',
      title: 'Un protocole daté',
      blocks: [
        {
          type: 'paragraph',
          text: 'MCP se versionne par date : chaque [révision](/glossaire#revision) porte une date AAAA-MM-JJ, celle de ses derniers changements incompatibles (en pratique, sa date de parution). Le bac à sable prend en charge 2026-07-28, 2025-11-25 et 2025-06-18.',
        },
        {
          type: 'table',
          caption: 'Les révisions et leurs principaux apports',
          headers: ['Révision', 'Principaux apports'],
          rows: [
            [
              '2024-11-05',
              'première révision publique : stdio et HTTP+SSE, outils, ressources, prompts, échantillonnage',
            ],
            [
              '2025-03-26',
              'Streamable HTTP remplace HTTP+SSE ; autorisation OAuth 2.1 ; annotations d’outils ; lots JSON-RPC (retirés dès la révision suivante)',
            ],
            [
              '2025-06-18',
              'élicitation ; résultats structurés (`outputSchema`) ; liens vers des ressources ; en-tête `MCP-Protocol-Version` ; fin des lots JSON-RPC',
            ],
            [
              '2025-11-25',
              'règle des noms d’outils ; élicitation par URL ; icônes ; tâches expérimentales ; erreurs de validation renvoyées en `isError`',
            ],
            [
              '2026-07-28',
              'sans état : `server/discover`, `_meta` sur chaque requête, `resultType`, `subscriptions/listen`, `input_required` ; échantillonnage, racines et journalisation dépréciés',
            ],
          ],
        },
      ],
    },
    {
      id: 'accord',
      title: 'Se mettre d’accord sur une révision',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une révision n’est pas une version de logiciel : le [SDK](/glossaire#sdk) de ce site (2.4.0) prend en charge à la fois 2026-07-28 et les révisions de 2025. Client et serveur doivent tomber d’accord sur une révision commune. En 2025, c’est le rôle de `initialize` ; en 2026-07-28, chaque requête annonce la sienne dans son `_meta`, et le serveur refuse celles qu’il ne prend pas en charge.',
        },
        {
          type: 'trace',
          excerpt: 'version-non-supportee-2026',
          caption:
            'Un refus en 2026-07-28 : le code `-32022`, la révision demandée et celles que le serveur accepte (le texte du message varie selon l’implémentation).',
        },
        {
          type: 'try',
          label: 'Demander une révision inconnue',
          description:
            'Le client annonce une révision que le serveur ne prend pas en charge : regardez `data.supported`.',
          link: {
            scenario: 'erreur-version-non-supportee',
            version: '2026-07-28',
            at: 'error:server/discover',
          },
        },
      ],
    },
    {
      id: 'grand-changement',
      title: '2026-07-28, le plus grand changement',
      blocks: [
        {
          type: 'diagram',
          caption: 'Ce qui change pour un serveur écrit pour 2025-11-25.',
          diagram: {
            kind: 'compare',
            items: [
              {
                title: 'Jusqu’en 2025-11-25',
                kind: 'request',
                points: [
                  'une session : `initialize`, puis `notifications/initialized`',
                  'un identifiant de session en HTTP (`Mcp-Session-Id`)',
                  'le serveur envoie des requêtes au client (`elicitation/create`, `sampling/createMessage`)',
                  'notifications spontanées ; `ping`',
                ],
              },
              {
                title: 'Depuis 2026-07-28',
                kind: 'result',
                points: [
                  'pas de session : chaque requête porte son `_meta`',
                  '`server/discover` pour connaître le serveur',
                  'le serveur répond `input_required` et le client refait l’appel',
                  'notifications sur `subscriptions/listen` ; plus de `ping`',
                ],
              },
            ],
          },
        },
        {
          type: 'try',
          label: 'Le même appel sur HTTP, dans les deux révisions',
          description:
            'En 2026-07-28, le POST de `tools/call` porte `Mcp-Method` et `Mcp-Name`, sans session. En 2025-11-25, il porte `Mcp-Session-Id`, et le résultat arrive dans un flux SSE.',
          link: {
            scenario: 'meteo',
            version: '2026-07-28',
            transport: 'http',
            layer: 'http',
            at: 'tools/call',
          },
        },
        {
          type: 'try',
          label: 'Naissance et fin d’une session HTTP en 2025',
          description:
            'La réponse à `initialize` donne l’en-tête `mcp-session-id` ; à la fin, le client ferme la session par un DELETE.',
          link: {
            scenario: 'meteo',
            version: '2025-11-25',
            transport: 'http',
            layer: 'http',
            at: 'http:200',
          },
        },
        {
          type: 'paragraph',
          text: 'Pourquoi ? Un serveur [sans état](/glossaire#sans-etat) se déploie comme n’importe quel service web : plusieurs instances derrière un répartiteur de charge, sans session à partager. Un état qui doit durer d’un appel à l’autre (un panier, une transaction) passe par un identifiant explicite, renvoyé par un outil et redonné en argument.',
        },
      ],
    },
    {
      id: 'reconnaitre',
      title: 'Reconnaître la révision d’une trace',
      blocks: [
        {
          type: 'list',
          items: [
            'Le premier message est `initialize`\u00A0: révision 2025 (ou plus ancienne), lisez `protocolVersion`.',
            'Un `server/discover` ouvre la trace\u00A0: le client tente 2026-07-28. Si le serveur répond par une erreur qui n’est pas une erreur 2026-07-28 reconnue, un client bi-révision se rabat sur `initialize`\u00A0: la suite est alors une session 2025.',
            'Les requêtes portent `io.modelcontextprotocol/protocolVersion` dans leur `_meta`, les résultats `resultType`\u00A0: 2026-07-28.',
          ],
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Comment ce SDK choisit',
          text: [
            'Sans réglage, le client de ce SDK fait la poignée de main `initialize` de 2025. Réglé sur 2026-07-28 seulement, il envoie `server/discover` et échoue face à un serveur 2025.',
            'Réglé en mode automatique, il envoie d’abord `server/discover`. Une erreur 2026-07-28 reconnue (comme `-32022`) veut dire : serveur récent, autre révision à choisir. Toute autre erreur (souvent `-32601`), ou pas de réponse du tout, désigne un serveur 2025 : le client se rabat sur `initialize`. C’est la règle de la spécification, qui interdit de ne guetter qu’un seul code.',
          ],
        },
        {
          type: 'try',
          label: 'Le même scénario en 2025-06-18',
          description:
            'Comparez la poignée de main et l’absence de `_meta` avec la version 2026-07-28.',
          link: { scenario: 'meteo', version: '2025-06-18', at: 'initialize' },
        },
        {
          type: 'try',
          label: 'Le même scénario en 2026-07-28',
          description: 'Première requête : `server/discover`, avec son `_meta`.',
          link: { scenario: 'meteo', version: '2026-07-28', at: 'server/discover' },
        },
      ],
    },
    {
      id: 'perime',
      title: 'Ce qui est périmé dans les vieux supports',
      blocks: [
        {
          type: 'callout',
          tone: 'changement',
          title: 'À corriger en lisant un tutoriel',
          text: [
            '« MCP est un protocole avec état » : vrai jusqu’en 2025-11-25, faux depuis 2026-07-28.',
            '« La version stable est 2024-11-05 » : elle a été remplacée quatre fois depuis.',
            '« Le transport distant, c’est HTTP+SSE » : déprécié depuis 2025-03-26, remplacé par Streamable HTTP.',
            '« Les capacités se négocient une fois, à `initialize` » : en 2026-07-28, elles voyagent dans chaque `_meta`.',
            '« Un serveur utilise l’échantillonnage (sampling) pour résumer » : l’échantillonnage est déprécié en 2026-07-28.',
          ],
        },
      ],
    },
    {
      id: 'brancher-son-serveur',
      title: 'Brancher votre propre serveur',
      blocks: [
        {
          type: 'paragraph',
          text: 'L’onglet «\u00A0Brancher mon serveur\u00A0» du bac à sable connecte le client du SDK, depuis votre navigateur, à votre serveur Streamable HTTP, en TypeScript ou en Python, lancé sur `127.0.0.1`\u00A0: donnez l’adresse avec son chemin, par exemple `http://127.0.0.1:3333/mcp`. Le navigateur ne laisse le client lire les réponses que si votre serveur l’autorise par CORS, et la liste à autoriser dépend de la révision. Le guide de l’onglet donne les lignes à ajouter (Express et `cors`, Starlette et `CORSMiddleware`).',
        },
        {
          type: 'table',
          caption: 'Ce que le client du navigateur envoie et lit, à autoriser par CORS',
          headers: ['Révision', 'Méthodes', 'En-têtes de requête', 'En-têtes à exposer'],
          rows: [
            corsRow('2026-07-28', '2026-07-28'),
            corsRow('2025-11-25 et 2025-06-18', '2025-11-25'),
          ],
        },
        {
          type: 'paragraph',
          text: 'Regardez d’abord le message d’erreur du panneau, qui nomme la cause, puis la première étape de la trace (`server/discover` ou `initialize`) et la couche HTTP (touche C).',
        },
        {
          type: 'paragraph',
          text: 'Un serveur protégé répond `401` avec `WWW-Authenticate`\u00A0: le client du SDK suit l’autorisation OAuth depuis la page, et la page de consentement s’ouvre dans un nouvel onglet. Votre serveur expose `WWW-Authenticate`, son serveur d’autorisation ouvre en CORS ses métadonnées, son enregistrement et `/token`, et accepte l’adresse de retour du site, `/bac-a-sable/retour-oauth`.',
        },
      ],
    },
  ],
  keyPoints: [
    'Les révisions sont datées : 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28.',
    '2026-07-28 rend MCP sans état : `server/discover`, `_meta`, `resultType`, `subscriptions/listen`.',
    '`initialize`\u00A0: 2025\u202F; `_meta` sur chaque requête et `resultType`\u00A0: 2026-07-28 (un `server/discover` peut précéder un repli sur `initialize`).',
    'Vérifiez la date d’un tutoriel avant de le croire.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : changements par rapport à 2025-11-25',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/changelog',
    },
    {
      label: 'Spécification 2025-11-25 : changements par rapport à 2025-06-18',
      href: 'https://modelcontextprotocol.io/specification/2025-11-25/changelog',
    },
  ],
} satisfies LessonInput;
