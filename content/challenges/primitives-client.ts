import type { ChallengeInput } from '@/lib/challenges/schema';

/** A 2026-07-28 request typed in the terminal, with the per-request `_meta` it needs. */
function modernLine(id: number, method: string, params: Record<string, unknown>): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: 'terminal-atelier', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
}

/** Challenges on the human in the loop and the primitives around the conversation. */
export const humanChallenges: ChallengeInput[] = [
  {
    id: 'refuser-destructif',
    theme: 'securite',
    title: 'Non à la suppression',
    goal: 'Faites refuser un appel destructif\u00A0: l’hôte vous demande l’autorisation, vous dites non.',
    where:
      'Onglet Hôte\u00A0: posez la question, puis «\u00A0Refuser\u00A0» dans la fenêtre d’autorisation.',
    lessons: ['securite', 'trois-roles'],
    start: { scenario: 'elicitation', revision: '2026-07-28' },
    prediction: {
      question: 'Vous refusez l’appel de `supprimer_fichier`. Que va recevoir le serveur\u202F?',
      options: [
        { id: 'nothing', text: 'Rien\u00A0: l’appel ne part jamais' },
        { id: 'cancel', text: 'Une notification `notifications/cancelled`' },
        { id: 'error', text: 'Un `tools/call` marqué comme refusé' },
      ],
      answer: ['nothing'],
      explanation:
        'L’autorisation se joue dans l’hôte, avant tout message\u00A0: un appel refusé n’existe pas pour le serveur. C’est l’humain dans la boucle que recommande la spécification pour les outils.',
    },
    criteria: [
      {
        label: 'Vous refusez un appel annoncé `destructiveHint: true`',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'refuse',
            where: [{ path: 'annotations.destructiveHint', equals: true }],
          },
        },
      },
      {
        label: 'L’hôte vous répond sans qu’aucun `tools/call` ne parte après votre refus',
        check: {
          kind: 'all',
          of: [
            {
              kind: 'order',
              steps: [
                { kind: 'host', action: 'refuse' },
                { kind: 'host', action: 'answer' },
              ],
            },
            {
              kind: 'not',
              check: {
                kind: 'order',
                steps: [
                  { kind: 'host', action: 'refuse' },
                  { kind: 'message', method: 'tools/call', type: 'request' },
                ],
              },
            },
          ],
        },
      },
    ],
    hints: [
      'Posez la question proposée dans l’onglet Hôte\u00A0: le modèle simulé choisit `supprimer_fichier`.',
      'Regardez les annotations dans la fenêtre d’autorisation, puis choisissez «\u00A0Refuser\u00A0».',
    ],
    debrief:
      'L’hôte a montré l’annotation `destructiveHint` et vous a laissé décider\u202F; après votre refus, rien n’est parti sur le fil.',
    solution: [{ do: 'ask', approve: false }],
    wrongAttempt: [{ do: 'ask', approve: true, elicitation: 'accept' }],
    // A refusal, then the same question approved: an appel refused once, yet the file is gone.
    loophole: [
      { do: 'ask', approve: false },
      { do: 'ask', approve: true, elicitation: 'accept' },
    ],
  },
  {
    id: 'confirmation-declinee',
    theme: 'primitives',
    title: 'Le serveur demande confirmation',
    goal: 'Autorisez la suppression de `brouillon.txt`, puis déclinez la confirmation que le serveur vous demande.',
    where:
      'Onglet Hôte\u00A0: «\u00A0Autoriser\u00A0», puis «\u00A0Refuser\u00A0» dans le formulaire de confirmation.',
    lessons: ['primitives-client', 'securite'],
    start: { scenario: 'elicitation', revision: '2026-07-28' },
    prediction: {
      question: 'En 2026-07-28, comment le serveur demande-t-il cette confirmation\u202F?',
      options: [
        {
          id: 'input-required',
          text: 'Il répond à `tools/call` par un résultat `input_required`\u202F; le client rappelle l’outil avec la réponse',
        },
        { id: 'elicit-request', text: 'Il envoie une requête `elicitation/create` au client' },
        { id: 'notification', text: 'Il envoie une notification et attend' },
      ],
      answer: ['input-required'],
      explanation:
        'En 2026-07-28, le serveur ne parle pas de lui-même au client\u00A0: il renvoie `resultType: "input_required"` avec sa demande, et le client rappelle `tools/call` avec `inputResponses`. Dans les révisions de 2025, c’était une requête `elicitation/create` du serveur vers le client.',
    },
    criteria: [
      {
        label: 'Vous déclinez la confirmation après avoir posé la question',
        check: {
          kind: 'order',
          steps: [
            { kind: 'host', action: 'question' },
            {
              kind: 'host',
              action: 'elicitation-answer',
              where: [{ path: 'answer.action', equals: 'decline' }],
            },
          ],
        },
      },
      {
        label: 'Votre réponse «\u00A0decline\u00A0» parvient au serveur',
        check: {
          kind: 'any',
          of: [
            {
              kind: 'exists',
              match: {
                kind: 'message',
                method: 'tools/call',
                type: 'request',
                where: [{ path: 'params.inputResponses.confirmation.action', equals: 'decline' }],
              },
            },
            {
              kind: 'exists',
              match: {
                kind: 'message',
                method: 'elicitation/create',
                type: 'result',
                where: [{ path: 'result.action', equals: 'decline' }],
              },
            },
          ],
        },
      },
      {
        label: 'Le fichier est conservé\u00A0: aucune confirmation acceptée après votre refus',
        check: {
          kind: 'not',
          check: {
            kind: 'order',
            steps: [
              {
                kind: 'host',
                action: 'elicitation-answer',
                where: [{ path: 'answer.action', equals: 'decline' }],
              },
              {
                kind: 'host',
                action: 'elicitation-answer',
                where: [{ path: 'answer.action', equals: 'accept' }],
              },
            ],
          },
        },
      },
    ],
    hints: [
      'Posez la question proposée et autorisez l’appel\u00A0: le serveur demande alors une confirmation.',
      'Dans le formulaire de confirmation, choisissez de refuser (decline), pas d’annuler.',
    ],
    debrief:
      'Deux décisions humaines distinctes\u00A0: l’hôte a demandé s’il pouvait appeler l’outil, puis le serveur a demandé, par l’élicitation, s’il pouvait vraiment supprimer. Le fichier est conservé.',
    solution: [{ do: 'ask', approve: true, elicitation: 'decline' }],
    wrongAttempt: [{ do: 'ask', approve: true, elicitation: 'accept' }],
    // Declined once, then accepted on a second try: a « decline » reached the server, but the
    // file is deleted all the same.
    loophole: [
      { do: 'ask', approve: true, elicitation: 'decline' },
      { do: 'ask', approve: true, elicitation: 'accept' },
    ],
  },
  {
    id: 'echantillonnage-refuse',
    theme: 'primitives',
    title: 'Pas de modèle pour le serveur',
    goal: 'Le serveur `redaction` demande au modèle de l’hôte de résumer un incident\u00A0: refusez-lui cette demande d’échantillonnage.',
    where:
      'Onglet Hôte\u00A0: posez la question, autorisez l’appel, puis refusez la demande d’échantillonnage.',
    lessons: ['primitives-client'],
    start: { scenario: 'echantillonnage', revision: '2025-11-25' },
    prediction: {
      question:
        'Vous refusez la demande `sampling/createMessage`. Que renvoie l’outil `resumer_incident`\u202F?',
      options: [
        { id: 'is-error', text: 'Un résultat avec `isError: true`' },
        { id: 'protocol', text: 'Une erreur JSON-RPC au lieu d’un résultat' },
        { id: 'summary', text: 'Un résumé quand même, écrit par le serveur' },
      ],
      answer: ['is-error'],
      explanation:
        "Le client refuse la demande par une erreur. En 2025-11-25, le SDK du serveur transforme cet échec en résultat d’outil `isError: true` («\u00A0Fulfilling input required by 'tools/call' failed…\u00A0»), sans relancer l’outil\u202F; l’hôte le montre à l’utilisateur. En 2026-07-28, la demande arrive dans un résultat `input_required`\u00A0: si vous refusez, le client de ce SDK abandonne l’appel de son côté, et rien ne repart vers le serveur.",
    },
    criteria: [
      {
        label: 'Le client refuse `sampling/createMessage` par une erreur',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'sampling/createMessage',
            type: 'error',
            direction: 'client-to-server',
          },
        },
      },
      {
        label: 'Puis l’outil renvoie un résultat `isError: true`',
        check: {
          kind: 'order',
          steps: [
            { kind: 'message', method: 'sampling/createMessage', type: 'error' },
            {
              kind: 'message',
              method: 'tools/call',
              type: 'result',
              where: [{ path: 'result.isError', equals: true }],
            },
          ],
        },
      },
      {
        label: 'Après votre refus, le serveur n’obtient aucun texte du modèle de l’hôte',
        check: {
          kind: 'not',
          check: {
            kind: 'order',
            steps: [
              {
                kind: 'host',
                action: 'sampling-answer',
                where: [{ path: 'refused', equals: true }],
              },
              {
                kind: 'host',
                action: 'sampling-answer',
                where: [{ path: 'refused', equals: false }],
              },
            ],
          },
        },
      },
    ],
    hints: [
      'Posez la question proposée et autorisez l’appel de `resumer_incident`.',
      'Une fenêtre vous montre ce que le serveur veut demander au modèle\u00A0: refusez.',
    ],
    debrief:
      'L’échantillonnage passe toujours par l’humain\u00A0: le serveur n’a pas de modèle à lui, il emprunte celui de l’hôte si on le lui permet.',
    solution: [{ do: 'ask', approve: true, sampling: 'refuse' }],
    wrongAttempt: [{ do: 'ask', approve: true, sampling: 'accept' }],
    // Refused once, then granted on a second question: the server gets its summary after all.
    loophole: [
      { do: 'ask', approve: true, sampling: 'refuse' },
      { do: 'ask', approve: true, sampling: 'accept' },
    ],
  },
  {
    id: 'joindre-ressource',
    theme: 'primitives',
    title: 'Joindre une ressource',
    goal: 'Joignez la ressource `orders://schema` à la conversation.',
    where:
      'Onglet Hôte\u00A0: «\u00A0Lister les ressources et les prompts des serveurs\u00A0», puis «\u00A0Joindre\u00A0» dans la section Ressources.',
    lessons: ['ressources-uri', 'primitives-serveur', 'alternatives'],
    start: { scenario: 'commandes', revision: '2026-07-28' },
    prediction: {
      question: 'Qui décide qu’une ressource entre dans la conversation\u202F?',
      options: [
        {
          id: 'application',
          text: 'En général l’application ou l’utilisateur\u00A0: c’est l’intention de conception',
        },
        { id: 'model', text: 'Le modèle, comme pour un outil' },
        { id: 'server', text: 'Le serveur, qui l’envoie quand il veut' },
      ],
      answer: ['application'],
      explanation:
        'Les ressources sont pensées pour être pilotées par l’application\u00A0: c’est d’ordinaire elle (ou l’utilisateur) qui choisit quelles données transmettre au modèle\u202F; un hôte peut aussi laisser le modèle choisir, le protocole n’impose rien. Les outils sont ce que le modèle décide d’appeler\u202F; les prompts, ce que l’utilisateur invoque.',
    },
    criteria: [
      {
        label: 'Le client lit `orders://schema` (`resources/read`)',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'resources/read',
            type: 'request',
            where: [{ path: 'params.uri', equals: 'orders://schema' }],
          },
        },
      },
      {
        label: 'Vous la joignez à la conversation',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'attach-resource',
            where: [
              { path: 'by', equals: 'learner' },
              { path: 'uri', equals: 'orders://schema' },
            ],
          },
        },
      },
    ],
    hints: [
      'L’hôte ne connaît que ce que ses clients ont listé\u00A0: commencez par lister les ressources et les prompts.',
      'Dans la section Ressources, joignez «\u00A0Schéma des commandes\u00A0» (`orders://schema`).',
    ],
    debrief:
      'Un `resources/read`, et le contenu rejoint la conversation\u00A0: aucun outil n’a été appelé, c’est vous qui avez choisi.',
    solution: [{ do: 'attach', server: 'commandes', uri: 'orders://schema' }],
    wrongAttempt: [{ do: 'ask', approve: true }],
    // The resource read by hand in the terminal: a `resources/read` of `orders://schema`, but
    // nothing joins the conversation.
    loophole: [{ do: 'type', line: modernLine(5, 'resources/read', { uri: 'orders://schema' }) }],
  },
  {
    id: 'prompt-slash',
    theme: 'primitives',
    title: 'Une commande /triage',
    goal: 'Invoquez le prompt `triage` du serveur `commandes`, comme une commande «\u00A0/\u00A0» tapée par l’utilisateur.',
    where:
      'Onglet Hôte\u00A0: «\u00A0Lister les ressources et les prompts des serveurs\u00A0», puis «\u00A0Invoquer /triage\u00A0» dans la section Commandes.',
    lessons: ['primitives-serveur'],
    start: { scenario: 'commandes', revision: '2026-07-28' },
    prediction: {
      question: 'Qui déclenche un prompt MCP\u202F?',
      options: [
        { id: 'user', text: 'L’utilisateur, par exemple avec une commande «\u00A0/\u00A0»' },
        { id: 'model', text: 'Le modèle, quand il en a besoin' },
        { id: 'server', text: 'Le serveur, au démarrage' },
      ],
      answer: ['user'],
      explanation:
        'Les prompts sont des gabarits de messages que l’utilisateur choisit explicitement\u202F; le client les obtient par `prompts/get` avec les arguments remplis.',
    },
    criteria: [
      {
        label: 'Vous invoquez `/triage`',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'invoke-prompt',
            where: [{ path: 'name', equals: 'triage' }],
          },
        },
      },
    ],
    hints: [
      'Listez les ressources et les prompts\u00A0: la section Commandes propose alors `/triage`, avec ses arguments.',
      'Remplissez l’argument obligatoire `reclamation`, puis invoquez.',
    ],
    debrief:
      'Le client a demandé `prompts/get` avec vos arguments, et les messages obtenus ont rejoint la conversation.',
    solution: [
      {
        do: 'invoke',
        server: 'commandes',
        name: 'triage',
        arguments: { reclamation: 'Colis arrivé abîmé.' },
      },
    ],
    wrongAttempt: [{ do: 'attach', server: 'commandes', uri: 'orders://schema' }],
    // The prompt fetched by hand in the terminal: its messages come back, but no user invoked
    // a command and nothing joins the conversation.
    loophole: [
      {
        do: 'type',
        line: modernLine(6, 'prompts/get', {
          name: 'triage',
          arguments: { reclamation: 'Colis arrivé abîmé.' },
        }),
      },
    ],
  },
];
