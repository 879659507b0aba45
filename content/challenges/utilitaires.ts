import type { ChallengeInput } from '@/lib/challenges/schema';

/** Challenges on the protocol's utilities: pages, cache, log lines, a page outside the client. */
export const utilityChallenges: ChallengeInput[] = [
  {
    id: 'deuxieme-page',
    theme: 'primitives',
    title: 'La page suivante',
    goal: 'Affichez la deuxième page des ressources du serveur de documentation, page par page.',
    where:
      'Onglet Hôte, liste des ressources\u00A0: «\u00A0Première page\u00A0», puis «\u00A0Page suivante\u00A0».',
    lessons: ['utilitaires'],
    start: { scenario: 'documentation', revision: '2025-11-25' },
    prediction: {
      question: 'Pour obtenir la deuxième page, qu’envoie le client dans sa requête\u202F?',
      options: [
        { id: 'cursor', text: 'Le `nextCursor` reçu avec la première page, tel quel' },
        { id: 'page', text: 'Un numéro de page\u00A0: `page: 2`' },
        { id: 'offset', text: 'Le nombre de ressources déjà reçues\u00A0: `offset: 3`' },
      ],
      answer: ['cursor'],
      explanation:
        'MCP pagine par curseur opaque\u00A0: le serveur choisit la taille des pages et donne un `nextCursor` tant qu’il en reste\u202F; le client le renvoie dans `cursor` sans le lire.',
    },
    criteria: [
      {
        label: 'Une requête `resources/list` part avec le `cursor` reçu',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'resources/list',
            type: 'request',
            where: [{ path: 'params.cursor', present: true }],
          },
        },
      },
      {
        label:
          'Le serveur répond par la deuxième page, qui commence par le guide «\u00A0Déployer\u00A0»',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'resources/list',
            type: 'result',
            where: [{ path: 'result.resources.0.uri', equals: 'docs://guides/deploiement' }],
          },
        },
      },
    ],
    hints: [
      '«\u00A0Première page\u00A0» demande la liste sans curseur\u00A0: regardez le `nextCursor` de la réponse.',
      '«\u00A0Page suivante\u00A0» renvoie ce curseur\u00A0: le serveur reprend là où il s’était arrêté.',
    ],
    debrief:
      'Le client a renvoyé le curseur sans le lire, et le serveur a servi la page suivante. Sans curseur, le client du SDK fait ce parcours seul et rend une liste complète à l’hôte.',
    solution: [
      { do: 'page', server: 'documentation', what: 'resources', page: 'first' },
      { do: 'page', server: 'documentation', what: 'resources', page: 'next' },
    ],
    wrongAttempt: [{ do: 'page', server: 'documentation', what: 'resources', page: 'first' }],
    // A cursor made up rather than received: the request has one, but no second page comes.
    loophole: [
      {
        do: 'type',
        line: '{"jsonrpc":"2.0","id":9,"method":"resources/list","params":{"cursor":"page-2"}}',
      },
    ],
  },
  {
    id: 'lecture-en-cache',
    theme: 'primitives',
    title: 'Servi par le cache',
    goal: 'Faites lire deux fois les horaires du support, de sorte que la seconde lecture ne mette rien sur le fil.',
    where:
      'Choix de la révision, puis onglet Hôte\u00A0: joignez deux fois la ressource «\u00A0Horaires du support\u00A0».',
    lessons: ['utilitaires'],
    start: { scenario: 'documentation', revision: '2025-11-25' },
    prediction: {
      question:
        'Dans quelle révision la seconde lecture peut-elle ne rien envoyer au serveur\u202F?',
      options: [
        { id: 'v2026', text: '2026-07-28 seulement, grâce à `ttlMs`' },
        { id: 'v2025', text: '2025-11-25 seulement' },
        { id: 'both', text: 'Les deux révisions' },
      ],
      answer: ['v2026'],
      explanation:
        'En 2026-07-28, le serveur dit combien de temps sa réponse reste fraîche (`ttlMs`) et pour qui (`cacheScope`)\u202F; en 2025, sans ces champs, le client redemande à chaque fois.',
    },
    criteria: [
      { label: 'La session parle 2026-07-28', check: { kind: 'revision', is: '2026-07-28' } },
      {
        label: 'Une lecture des horaires que vous avez demandée vient du cache du client',
        check: {
          kind: 'order',
          steps: [
            {
              kind: 'host',
              action: 'attach-resource',
              where: [{ path: 'uri', equals: 'docs://support/horaires' }],
            },
            {
              kind: 'host',
              action: 'cache-hit',
              where: [{ path: 'uri', equals: 'docs://support/horaires' }],
            },
          ],
        },
      },
    ],
    hints: [
      'En 2025-11-25, les réponses n’ont pas de `ttlMs`\u00A0: changez de révision.',
      'Joignez la ressource une première fois pour remplir le cache, puis une seconde\u00A0: regardez ce qui part sur le fil.',
    ],
    debrief:
      'La première lecture a rapporté `ttlMs: 60000` et `cacheScope: "public"`\u00A0: pendant une minute, le client peut resservir cette réponse sans la redemander. L’étape «\u00A0réponse tirée du cache\u00A0» dit d’où elle vient.',
    solution: [
      { do: 'switch', revision: '2026-07-28' },
      { do: 'attach', server: 'documentation', uri: 'docs://support/horaires' },
      { do: 'attach', server: 'documentation', uri: 'docs://support/horaires' },
    ],
    wrongAttempt: [
      { do: 'attach', server: 'documentation', uri: 'docs://support/horaires' },
      { do: 'attach', server: 'documentation', uri: 'docs://support/horaires' },
    ],
    // Two reads in 2026-07-28, but of two resources: nothing is read again, so nothing is cached.
    loophole: [
      { do: 'switch', revision: '2026-07-28' },
      { do: 'attach', server: 'documentation', uri: 'docs://support/horaires' },
      { do: 'attach', server: 'documentation', uri: 'docs://guides/migration' },
    ],
  },
  {
    id: 'journal-2026',
    theme: 'revisions',
    title: 'Une ligne de journal en 2026',
    goal: 'Lancez vous-même un export et recevez au moins une ligne de journal du serveur, en 2026-07-28.',
    where: 'Onglet Hôte (votre question) ou onglet Éditeur («\u00A0Appeler\u00A0»).',
    lessons: ['utilitaires'],
    start: { scenario: 'export-long', revision: '2026-07-28' },
    prediction: {
      question:
        'L’éditeur appelle l’outil sans rien ajouter au `_meta` de la requête. Combien de lignes de journal reçoit-il en 2026-07-28\u202F?',
      options: [
        { id: 'none', text: 'Aucune\u00A0: il faut demander un niveau dans la requête' },
        { id: 'all', text: 'Toutes, puisque le serveur déclare `logging`' },
        { id: 'warnings', text: 'Les avertissements seulement, le niveau par défaut' },
      ],
      answer: ['none'],
      explanation:
        'En 2026-07-28, un serveur ne doit envoyer aucun `notifications/message` pour une requête sans `io.modelcontextprotocol/logLevel` dans son `_meta`. L’hôte de ce scénario, lui, ajoute ce niveau aux appels qu’il fait pour vous.',
    },
    criteria: [
      {
        label: 'Une ligne de journal arrive pendant un appel que vous avez lancé',
        check: {
          kind: 'order',
          steps: [
            { kind: 'message', method: 'tools/call', type: 'request' },
            { kind: 'message', method: 'notifications/message', type: 'notification' },
          ],
        },
      },
    ],
    hints: [
      'Appelez d’abord l’outil depuis l’éditeur et regardez le `_meta` de la requête\u00A0: aucune ligne ne suit.',
      'Posez la question de l’onglet Hôte\u00A0: l’hôte ajoute `io.modelcontextprotocol/logLevel` à l’appel.',
    ],
    debrief:
      'Le niveau voyage désormais avec chaque requête\u00A0: sans lui, pas de journal\u202F; avec `info`, les deux lignes de l’export arrivent avant le résultat. `logging/setLevel` n’existe plus en 2026-07-28.',
    solution: [{ do: 'ask', approve: true }],
    wrongAttempt: [
      {
        do: 'call',
        server: 'rapports',
        tool: 'exporter_ventes',
        arguments: { mois: '2026-11' },
      },
    ],
    // The 2025 way of asking for log lines, then the same call: 2026-07-28 has no logging/setLevel.
    loophole: [
      {
        do: 'type',
        line: '{"jsonrpc":"2.0","id":9,"method":"logging/setLevel","params":{"level":"info"}}',
      },
      {
        do: 'call',
        server: 'rapports',
        tool: 'exporter_ventes',
        arguments: { mois: '2026-11' },
      },
    ],
  },
  {
    id: 'page-de-paiement',
    theme: 'securite',
    title: 'Payer hors du client',
    goal: 'Payez la facture F-2026-118 sur la page de paiement du serveur, jusqu’au bout.',
    where:
      'Onglet Hôte\u00A0: posez la question, autorisez l’appel, ouvrez la page proposée et payez dans son cadre.',
    lessons: ['securite'],
    start: { scenario: 'connexion-externe', revision: '2026-07-28' },
    prediction: {
      question: 'Une fois la page validée, que transmet le client au serveur\u202F?',
      options: [
        { id: 'accept', text: 'Seulement votre accord\u00A0: `action: "accept"`, sans contenu' },
        { id: 'card', text: 'Le numéro de carte saisi sur la page' },
        { id: 'url', text: 'L’adresse de la page, complétée par le paiement' },
      ],
      answer: ['accept'],
      explanation:
        'En mode URL, ce que l’utilisateur saisit reste entre lui et la page du serveur\u00A0: le client ne renvoie que son accord, et le serveur vérifie de son côté que la page a été validée.',
    },
    criteria: [
      {
        label: 'Vous ouvrez la page du serveur et la menez à son terme',
        check: {
          kind: 'order',
          steps: [
            { kind: 'host', action: 'question' },
            {
              kind: 'host',
              action: 'elicitation-answer',
              where: [
                { path: 'request.mode', equals: 'url' },
                { path: 'visited', equals: true },
              ],
            },
          ],
        },
      },
      {
        label: 'Le serveur confirme le paiement',
        check: {
          kind: 'order',
          steps: [
            { kind: 'host', action: 'question' },
            {
              kind: 'message',
              method: 'tools/call',
              type: 'result',
              where: [
                {
                  path: 'result.content.0.text',
                  startsWith: 'La facture F-2026-118 est payée',
                },
              ],
            },
          ],
        },
      },
    ],
    hints: [
      'Vérifiez le domaine de l’adresse avant de l’ouvrir\u00A0: l’hôte le met en évidence.',
      'Dans le cadre de la page, allez jusqu’au bouton de paiement\u00A0: fermer la page avant ne suffit pas.',
    ],
    debrief:
      'Votre carte n’a jamais traversé le client\u00A0: il n’a transmis que votre accord. Le serveur, qui a vu sa page validée, a conclu l’appel.',
    solution: [{ do: 'ask', approve: true, elicitation: 'accept' }],
    wrongAttempt: [{ do: 'ask', approve: true, elicitation: 'accept', page: 'leave' }],
    // Calling the payment tool yourself, around the host: no page is opened, nothing is paid.
    loophole: [
      {
        do: 'call',
        server: 'facturation',
        tool: 'payer_facture',
        arguments: { facture: 'F-2026-118' },
      },
    ],
  },
];
