import type { LessonInput } from '@/lib/lessons/schema';
import { oauthStep } from '@/content/scenarios/oauth-steps';

export const transports = {
  slug: 'transports',
  theme: 'transports',
  title: 'Les transports : stdio, Streamable HTTP et l’authentification',
  summary:
    'Un sous-processus ou une adresse HTTP, la règle d’or de la sortie standard, la protection d’un serveur HTTP local, et l’autorisation OAuth 2.1 avec PKCE.',
  objectives: [
    'Choisir entre stdio et Streamable HTTP selon qui lance le serveur et combien de clients il sert.',
    'Expliquer pourquoi un serveur stdio ne doit rien écrire d’autre que des messages sur sa sortie standard.',
    'Décrire les étapes d’une autorisation OAuth 2.1 avec PKCE, et ce que le serveur vérifie sur un jeton.',
  ],
  sections: [
    {
      id: 'deux-transports',
      title: 'Deux transports standard',
      blocks: [
        {
          type: 'diagram',
          caption: 'Les messages sont les mêmes ; seul leur voyage change.',
          diagram: {
            kind: 'compare',
            items: [
              {
                title: '[stdio](/glossaire#stdio) : un sous-processus',
                kind: 'request',
                points: [
                  'le client (dans l’hôte) lance le serveur comme sous-processus',
                  'un message JSON par ligne, sur l’entrée et la sortie standard',
                  'la sortie d’erreur reste libre pour les journaux',
                  'en général un seul client ; les secrets viennent de l’environnement',
                ],
              },
              {
                title: '[Streamable HTTP](/glossaire#streamable-http) : une adresse web',
                kind: 'result',
                points: [
                  'une seule adresse, par exemple `/mcp`',
                  'chaque message part en POST ; la réponse arrive en JSON ou en flux [SSE](/glossaire#sse)',
                  'de nombreux clients à la fois, chez un fournisseur ou sur votre machine',
                  'autorisation OAuth 2.1, facultative',
                ],
              },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'L’ancien transport HTTP+SSE, à deux adresses, est [déprécié](/glossaire#deprecie) depuis 2025-03-26 au profit de Streamable HTTP. Vous le croiserez encore dans de vieux tutoriels. La spécification permet aussi des transports personnalisés, à condition qu’ils transportent les mêmes messages JSON-RPC.',
        },
      ],
    },
    {
      id: 'stdout',
      title: 'La règle d’or de stdio',
      blocks: [
        {
          type: 'paragraph',
          text: 'En stdio, la sortie standard du serveur **est** le canal des messages. La spécification est nette : le serveur ne doit rien y écrire qui ne soit pas un message MCP valide. Or `print()` en Python et `console.log()` en Node écrivent sur la sortie standard par défaut.',
        },
        {
          type: 'code',
          language: 'text',
          caption: 'Ce que reçoit le client : la deuxième ligne n’est pas du JSON.',
          code: `{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}
Connexion à la base réussie
{"jsonrpc":"2.0","id":2,"result":{"content":[]}}`,
        },
        {
          type: 'paragraph',
          text: 'Que devient cette ligne ? Le client du SDK TypeScript (2.4.0) la saute sans rien dire ; un autre client peut couper la connexion. Deux cas cassent même ce SDK : une ligne de JSON qui n’est pas un message JSON-RPC (un journal au format JSON) déclenche une erreur, et un texte sans retour à la ligne se colle au message suivant et le fait perdre.',
        },
        {
          type: 'list',
          items: [
            'Écrivez vos journaux sur la sortie d’erreur : `console.error()` en Node, le module `logging` en Python.',
            'Un message tient sur une ligne : pas de retour à la ligne à l’intérieur.',
          ],
        },
        {
          type: 'try',
          label: 'Polluer la sortie standard',
          description:
            'Une ligne parasite atteint l’analyseur du SDK : regardez ce qu’il en fait. Plus loin, un texte sans fin de ligne se colle à la notification suivante : les deux sont perdus.',
          link: { scenario: 'erreur-stdout-pollue', version: '2026-07-28' },
        },
      ],
    },
    {
      id: 'http',
      title: 'Streamable HTTP en 2026-07-28',
      blocks: [
        {
          type: 'paragraph',
          text: 'Sans état, le transport HTTP se simplifie : plus d’en-tête `Mcp-Session-Id`, plus de flux ouvert par GET. Chaque requête répète dans ses en-têtes ce que dit son corps, pour que les équipements réseau l’aiguillent sans lire le JSON.',
        },
        {
          type: 'table',
          caption: 'Les en-têtes d’une requête Streamable HTTP en 2026-07-28',
          headers: ['En-tête', 'Contenu'],
          rows: [
            ['`MCP-Protocol-Version`', 'la révision, par exemple `2026-07-28`'],
            ['`Mcp-Method`', 'la méthode, par exemple `tools/call`'],
            ['`Mcp-Name`', 'l’outil, la ressource ou le prompt visé'],
            ['`Authorization`', '`Bearer` suivi du jeton d’accès, si le serveur est protégé'],
          ],
        },
        {
          type: 'try',
          label: 'Les en-têtes d’un vrai `tools/call`',
          description:
            'Le POST du scénario météo joué sur HTTP, chaque en-tête annoté. La touche C montre le message JSON-RPC qu’il porte.',
          link: {
            scenario: 'meteo',
            version: '2026-07-28',
            transport: 'http',
            layer: 'http',
            at: 'tools/call',
          },
        },
        {
          type: 'paragraph',
          text: 'Un en-tête qui manque ou contredit le corps reçoit 400 et l’erreur `-32020` (`HeaderMismatch`). Pour annuler, le client coupe simplement l’échange HTTP de la requête.',
        },
        {
          type: 'try',
          label: 'Un en-tête qui contredit le corps',
          description: 'Un intermédiaire réécrit `Mcp-Name` : 400, puis le client du SDK réessaie.',
          link: {
            scenario: 'erreur-http-en-tetes',
            version: '2026-07-28',
            layer: 'http',
            at: 'http:400',
          },
        },
        {
          type: 'try',
          label: 'Annuler en coupant l’échange',
          description:
            'L’outil est trop lent : le client ferme l’échange, sans `notifications/cancelled`.',
          link: {
            scenario: 'erreur-delai-depasse',
            version: '2026-07-28',
            transport: 'http',
            layer: 'http',
            at: 'http:end',
          },
        },
      ],
    },
    {
      id: 'http-local',
      title: 'Un serveur HTTP sur votre machine',
      blocks: [
        {
          type: 'paragraph',
          text: 'Streamable HTTP ne veut pas dire « distant ». Un serveur HTTP peut tourner sur votre poste, par exemple pour servir plusieurs applications à la fois. Il est alors exposé à une attaque par DNS rebinding : une page web malveillante, ouverte dans votre navigateur, fait passer son nom de domaine pour `127.0.0.1` et envoie des requêtes à votre serveur local.',
        },
        {
          type: 'list',
          items: [
            'Le serveur **doit** vérifier l’en-tête `Origin` de chaque requête, et répondre `403 Forbidden` si elle vient d’une origine qu’il n’attend pas.',
            'En local, il **devrait** n’écouter que sur `127.0.0.1` (localhost), jamais sur `0.0.0.0`, qui l’ouvre à tout le réseau.',
            'Il **devrait** aussi authentifier chaque connexion.',
          ],
        },
        {
          type: 'try',
          label: 'Une requête venue d’un autre site',
          description:
            'La même requête `tools/list`, partie de la page d’un autre site : son en-tête `Origin` la trahit, et le serveur répond 403.',
          link: {
            scenario: 'erreur-http-origine',
            version: '2026-07-28',
            layer: 'http',
            at: 'http:403',
          },
        },
      ],
    },
    {
      id: 'oauth',
      title: 'L’autorisation : OAuth 2.1 avec PKCE',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le serveur MCP joue le rôle de [serveur de ressources](/glossaire#serveur-de-ressources) : il vérifie des [jetons d’accès](/glossaire#jeton-d-acces) délivrés par un [serveur d’autorisation](/glossaire#serveur-d-autorisation). Ce rôle distinct peut être hébergé avec le serveur MCP. Le jeton porte l’identité de l’utilisateur, pas celle d’un compte partagé, et vit peu de temps : le client en obtient alors un nouveau, par un jeton de rafraîchissement s’il en a reçu un, sinon en refaisant le parcours.',
        },
        {
          type: 'diagram',
          caption:
            'Le parcours [OAuth 2.1](/glossaire#oauth) d’un client MCP\u00A0: découverte des métadonnées, puis autorisation. Le secret [PKCE](/glossaire#pkce) n’est révélé qu’à l’échange final.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'client', label: 'Client MCP' },
              { id: 'user', label: 'Navigateur' },
              { id: 'auth', label: 'Serveur d’autorisation' },
              { id: 'server', label: 'Serveur MCP' },
            ],
            steps: [
              { from: 'client', to: 'server', label: 'POST sans jeton', kind: 'request' },
              {
                from: 'server',
                to: 'client',
                label: '401 et adresse des métadonnées',
                kind: 'error',
              },
              {
                from: 'client',
                to: 'server',
                label: 'métadonnées de ressource protégée (RFC 9728)',
                kind: 'request',
              },
              {
                from: 'server',
                to: 'client',
                label: 'le serveur d’autorisation à utiliser',
                kind: 'result',
              },
              {
                from: 'client',
                to: 'auth',
                label: 'métadonnées du serveur d’autorisation (`/.well-known/…`)',
                kind: 'request',
              },
              {
                from: 'auth',
                to: 'client',
                label: 'ses adresses d’autorisation et de jeton',
                kind: 'result',
              },
              {
                from: 'client',
                to: 'client',
                label: 'invente un secret, calcule son empreinte',
                kind: 'host',
              },
              {
                from: 'client',
                to: 'user',
                label: 'ouvre la page d’autorisation (empreinte)',
                kind: 'host',
              },
              { from: 'user', to: 'auth', label: 'connexion et consentement', kind: 'host' },
              {
                from: 'auth',
                to: 'user',
                label: 'redirection avec le code d’autorisation',
                kind: 'result',
              },
              { from: 'user', to: 'client', label: 'code d’autorisation', kind: 'result' },
              { from: 'client', to: 'auth', label: 'code et secret', kind: 'request' },
              { from: 'auth', to: 'client', label: 'jeton d’accès', kind: 'result' },
              { from: 'client', to: 'server', label: 'POST avec `Bearer`', kind: 'request' },
            ],
          },
        },
        {
          type: 'try',
          label: 'Ce parcours, enregistré',
          description:
            '« Serveur protégé » le joue avec le vrai client du SDK ; la leçon Sécurité le suit pas à pas.',
          link: oauthStep('http:401'),
        },
        {
          type: 'callout',
          tone: 'changement',
          title: 'Ce que disent vraiment les textes',
          text: [
            'On lit souvent qu’un serveur distant « doit » utiliser OAuth. Les textes disent : l’autorisation est facultative (OPTIONAL) ; prise en charge sur HTTP, elle devrait (SHOULD) suivre ce cadre, où PKCE est obligatoire ; en stdio, elle ne devrait pas (SHOULD NOT) : les secrets viennent de l’environnement.',
            'En 2026-07-28, l’enregistrement dynamique des clients est déprécié au profit des documents de métadonnées de client (Client ID Metadata Documents).',
          ],
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'Un jeton pour un seul destinataire',
          text: [
            'Le serveur MCP **doit** vérifier que chaque jeton a été délivré pour lui : c’est l’[audience](/glossaire#audience-du-jeton) du jeton. Un jeton valable pour un autre service est refusé (HTTP 401).',
            'S’il appelle à son tour une API, le serveur MCP ne lui transmet **jamais** le jeton reçu du client : il obtient son propre jeton pour cette API. Ce relais de jeton (token passthrough) est interdit : il contournerait les contrôles de l’API et brouillerait la trace de qui a fait quoi.',
          ],
        },
      ],
    },
  ],
  keyPoints: [
    'stdio : un sous-processus lancé par le client de l’hôte, un message JSON par ligne.',
    'En stdio, rien d’autre que des messages sur la sortie standard : les journaux vont sur la sortie d’erreur.',
    'Streamable HTTP : une adresse, des POST ; en 2026-07-28, sans session et avec des en-têtes qui reprennent le corps.',
    'OAuth 2.1 avec PKCE : un jeton par utilisateur, délivré pour ce serveur seul, jamais relayé à une autre API.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : stdio',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/stdio',
    },
    {
      label: 'Spécification 2026-07-28 : Streamable HTTP',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http',
    },
    {
      label: 'Spécification 2026-07-28 : autorisation',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/authorization',
    },
  ],
} satisfies LessonInput;
