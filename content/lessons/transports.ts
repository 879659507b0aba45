import type { LessonInput } from '@/lib/lessons/schema';

export const transports = {
  slug: 'transports',
  title: 'Les transports : stdio, Streamable HTTP et l’authentification',
  summary:
    'Un sous-processus local ou une adresse HTTP distante, la règle d’or de la sortie standard, et l’autorisation OAuth 2.1 avec PKCE.',
  objectives: [
    'Choisir entre stdio et Streamable HTTP selon l’endroit où tourne le serveur.',
    'Expliquer pourquoi un serveur stdio ne doit rien écrire d’autre que des messages sur sa sortie standard.',
    'Décrire les étapes d’une autorisation OAuth 2.1 avec PKCE.',
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
                title: '[stdio](/glossaire#stdio) : en local',
                kind: 'request',
                points: [
                  'l’hôte lance le serveur comme sous-processus',
                  'un message JSON par ligne, sur l’entrée et la sortie standard',
                  'la sortie d’erreur reste libre pour les journaux',
                  'en général un seul client ; les secrets viennent de l’environnement',
                ],
              },
              {
                title: '[Streamable HTTP](/glossaire#streamable-http) : à distance',
                kind: 'result',
                points: [
                  'une seule adresse, par exemple `/mcp`',
                  'chaque message part en POST ; la réponse arrive en JSON ou en flux',
                  'de nombreux clients à la fois',
                  'autorisation OAuth 2.1',
                ],
              },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'L’ancien transport HTTP+SSE, à deux adresses, est déprécié depuis 2025-03-26 au profit de Streamable HTTP. Vous le croiserez encore dans de vieux tutoriels.',
        },
      ],
    },
    {
      id: 'stdout',
      title: 'La règle d’or de stdio',
      blocks: [
        {
          type: 'paragraph',
          text: 'En stdio, la sortie standard du serveur **est** le canal des messages. Tout ce qui n’est pas un message JSON-RPC valide y corrompt le flux. Or `print()` en Python et `console.log()` en Node écrivent sur la sortie standard par défaut.',
        },
        {
          type: 'code',
          language: 'text',
          caption:
            'Ce que reçoit le client : la deuxième ligne n’est pas du JSON, et le flux ne se lit plus.',
          code: `{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}
Connexion à la base réussie
{"jsonrpc":"2.0","id":2,"result":{"content":[]}}`,
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
            'Une ligne parasite passe par une vraie couche texte et atteint l’analyseur du SDK : regardez ce qui se casse.',
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
          text: 'Sans état, le transport HTTP se simplifie : plus d’en-tête `Mcp-Session-Id`, plus de flux ouvert par GET. Chaque POST répète dans ses en-têtes ce que dit son corps, pour que les équipements réseau puissent router sans lire le JSON.',
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
          type: 'paragraph',
          text: 'Si un en-tête manque ou contredit le corps, le serveur répond par l’erreur `-32020` (`HeaderMismatch`).',
        },
      ],
    },
    {
      id: 'oauth',
      title: 'L’autorisation : OAuth 2.1 avec PKCE',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le serveur MCP joue le rôle de serveur de ressources : il vérifie des jetons qu’un serveur d’autorisation distinct a délivrés. Le jeton porte l’identité de l’utilisateur, pas celle d’un compte partagé, et a une durée de vie courte.',
        },
        {
          type: 'diagram',
          caption:
            'Le parcours [OAuth 2.1](/glossaire#oauth) d’un client MCP. Le secret [PKCE](/glossaire#pkce) n’est révélé qu’à l’échange final.',
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
              { from: 'auth', to: 'client', label: 'code d’autorisation', kind: 'result' },
              { from: 'client', to: 'auth', label: 'code et secret', kind: 'request' },
              { from: 'auth', to: 'client', label: 'jeton d’accès', kind: 'result' },
              { from: 'client', to: 'server', label: 'POST avec `Bearer`', kind: 'request' },
            ],
          },
        },
        {
          type: 'callout',
          tone: 'changement',
          title: 'Ce que disent vraiment les textes',
          text: [
            'On lit souvent qu’un serveur distant « doit » utiliser OAuth. La spécification dit plutôt que l’autorisation est facultative dans MCP ; mais un serveur HTTP qui protège ses outils devrait suivre le cadre OAuth 2.1 de la spécification, où PKCE est obligatoire. En stdio, on ne suit pas ce cadre : les secrets viennent de l’environnement.',
            'En 2026-07-28, l’enregistrement dynamique des clients est déprécié au profit des documents de métadonnées de client (Client ID Metadata Documents).',
          ],
        },
      ],
    },
  ],
  keyPoints: [
    'stdio : un sous-processus local, un message JSON par ligne.',
    'En stdio, rien d’autre que des messages sur la sortie standard : les journaux vont sur la sortie d’erreur.',
    'Streamable HTTP : une adresse, des POST ; en 2026-07-28, sans session et avec des en-têtes qui reprennent le corps.',
    'OAuth 2.1 avec PKCE : un jeton par utilisateur, délivré par un serveur d’autorisation distinct.',
  ],
  sources: [
    {
      label: 'Spécification 2025-11-25 : transports (stdio)',
      href: 'https://modelcontextprotocol.io/specification/2025-11-25/basic/transports',
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
