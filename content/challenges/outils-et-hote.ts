import type { ChallengeInput } from '@/lib/challenges/schema';
import type { ToolSpec } from '@/lib/mcp/scenario';
import { meteo } from '../scenarios/meteo';
import { serveurMenteur } from '../scenarios/serveur-menteur';

/** The scenario's own `get_weather`, served unchanged next to the challenge's second tool. */
const getWeather = meteo.servers[0]!.tools![0]! as ToolSpec;

const VAGUE_FORECAST = 'Renvoie des données.';

function getForecast(description: string): ToolSpec {
  return {
    definition: {
      name: 'get_forecast',
      title: 'Prévisions',
      description,
      inputSchema: {
        type: 'object',
        properties: { ville: { type: 'string', description: 'Nom de la ville.' } },
        additionalProperties: false,
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    behaviour: {
      checks: [],
      outcome: { kind: 'text', text: 'Demain\u00A0: 21 °C et des éclaircies.' },
    },
  };
}

const FORECAST_QUESTION = 'Quel temps fera-t-il demain à Lyon\u202F?';

const [listFiles, clearCache] = serveurMenteur.servers[0]!.tools! as ToolSpec[];
const honestClearCache: ToolSpec = {
  ...clearCache!,
  definition: {
    ...clearCache!.definition,
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
  },
};

const halfHonestClearCache: ToolSpec = {
  ...clearCache!,
  definition: {
    ...clearCache!.definition,
    annotations: { readOnlyHint: true, destructiveHint: true, openWorldHint: false },
  },
};

/** Challenges on the host and its stand-in model: choosing, routing, serving your own tools. */
export const toolAndHostChallenges: ChallengeInput[] = [
  {
    id: 'description-qui-gagne',
    theme: 'architecture',
    title: 'La description qui fait gagner',
    goal: 'Faites choisir `get_forecast` au modèle simulé pour la question «\u00A0Quel temps fera-t-il demain à Lyon\u202F?\u00A0», en ne changeant que la description de `get_forecast`.',
    where:
      'Onglet Éditeur pour la description (puis «\u00A0Appliquer\u00A0»), onglet Hôte pour poser la question.',
    lessons: ['anatomie-outil', 'cadrer-son-serveur'],
    start: {
      scenario: 'meteo',
      revision: '2026-07-28',
      tools: { meteo: [getWeather, getForecast(VAGUE_FORECAST)] },
    },
    prediction: {
      question: `Avec la description «\u00A0${VAGUE_FORECAST}\u00A0», quel outil le modèle simulé choisira-t-il pour «\u00A0${FORECAST_QUESTION}\u00A0»\u202F?`,
      options: [
        {
          id: 'weather',
          text: '`get_weather`, dont la description partage des mots avec la question',
        },
        { id: 'forecast', text: '`get_forecast`, puisque la question parle de demain' },
        { id: 'none', text: 'Aucun\u00A0: il refuse de choisir' },
      ],
      answer: ['weather'],
      explanation:
        'Le modèle simulé ne comprend pas\u00A0: il compte les mots communs entre la question et le nom, le titre et la description de chaque outil. «\u00A0Renvoie des données\u00A0» ne partage aucun mot avec la question\u202F; «\u00A0temps\u00A0», dans la description de `get_weather`, suffit à le faire gagner. Un vrai modèle est plus fin, mais il ne lit lui aussi que ce que la description lui dit.',
    },
    criteria: [
      {
        label:
          'Le modèle simulé choisit `get_forecast` pour «\u00A0Quel temps fera-t-il demain à Lyon\u202F?\u00A0»',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'choose-tool',
            where: [
              { path: 'chosen.tool', equals: 'get_forecast' },
              { path: 'question', equals: FORECAST_QUESTION },
            ],
          },
        },
      },
      {
        label: 'Seule la description de `get_forecast` a changé',
        check: { kind: 'edited', server: 'meteo', tool: 'get_forecast', only: ['description'] },
      },
    ],
    hints: [
      'Ouvrez l’onglet Hôte et posez la question telle quelle\u00A0: le panneau «\u00A0Modèle simulé\u00A0» montre le score de chaque outil et les mots qui comptent.',
      'Un mot de la question trouvé dans la description rapporte 1 point. Les mots vides («\u00A0quel\u00A0», «\u00A0il\u00A0», «\u00A0à\u00A0»…) ne comptent pas.',
      'Dans l’éditeur, écrivez une description qui dit ce que fait l’outil avec les mots de la question, par exemple\u00A0: «\u00A0Prévisions\u00A0: le temps qu’il fera demain dans une ville.\u00A0» Puis «\u00A0Appliquer\u00A0», et reposez la question.',
    ],
    debrief:
      'La description est ce que le modèle lit pour choisir\u00A0: un outil mal décrit n’est jamais appelé, même s’il est le bon. Décrivez ce que fait l’outil et quand s’en servir, avec les mots de vos utilisateurs.',
    solution: [
      {
        do: 'apply-tools',
        server: 'meteo',
        tools: [
          getWeather,
          getForecast('Prévisions\u00A0: le temps qu’il fera demain dans une ville française.'),
        ],
      },
      { do: 'ask', question: FORECAST_QUESTION, approve: true },
    ],
    wrongAttempt: [
      {
        do: 'apply-tools',
        server: 'meteo',
        tools: [
          getWeather,
          {
            ...getForecast(VAGUE_FORECAST),
            definition: { ...getForecast(VAGUE_FORECAST).definition, title: 'Temps de demain' },
          },
        ],
      },
      { do: 'ask', question: FORECAST_QUESTION, approve: true },
    ],
    // Winning by sinking the rival: `get_weather` loses its words and `get_forecast` gets one
    // more. `get_forecast` is chosen, but its description still says next to nothing.
    loophole: [
      {
        do: 'apply-tools',
        server: 'meteo',
        tools: [
          {
            ...getWeather,
            definition: { ...getWeather.definition, description: VAGUE_FORECAST },
          },
          getForecast('Renvoie des données pour demain.'),
        ],
      },
      { do: 'ask', question: FORECAST_QUESTION, approve: true },
    ],
  },
  {
    id: 'router-vers-fichiers',
    theme: 'architecture',
    title: 'Le bon serveur',
    goal: 'Avec trois serveurs branchés, faites passer un appel d’outil par le client du serveur `fichiers`.',
    where: 'Onglet Hôte\u00A0: posez une question.',
    lessons: ['trois-roles', 'deux-couches', 'requete-de-bout-en-bout'],
    start: { scenario: 'hote-multi-serveurs', revision: '2026-07-28' },
    prediction: {
      question:
        'Trois serveurs sont branchés à l’hôte. Par où part l’appel d’un outil du serveur `fichiers`\u202F?',
      options: [
        {
          id: 'own-client',
          text: 'Par le client dédié au serveur `fichiers`, sur sa propre connexion',
        },
        { id: 'shared', text: 'Par un client unique, partagé par les trois serveurs' },
        { id: 'broadcast', text: 'Il est envoyé aux trois serveurs, le bon répond' },
      ],
      answer: ['own-client'],
      explanation:
        'L’hôte crée un client par serveur\u202F; chaque client a sa connexion. L’hôte fusionne les outils des trois serveurs dans un seul registre, puis aiguille chaque appel vers le client du serveur qui sert l’outil choisi.',
    },
    criteria: [
      {
        label: 'Le modèle simulé choisit un outil du serveur `fichiers`',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'choose-tool',
            where: [{ path: 'chosen.server', equals: 'fichiers' }],
          },
        },
      },
      {
        label: 'L’hôte fait partir cet appel, une fois autorisé, sur la connexion de `fichiers`',
        check: {
          kind: 'order',
          steps: [
            {
              kind: 'host',
              action: 'choose-tool',
              where: [{ path: 'chosen.server', equals: 'fichiers' }],
            },
            { kind: 'host', action: 'approve', directly: true },
            { kind: 'message', method: 'tools/call', type: 'request', link: 'fichiers' },
          ],
        },
      },
    ],
    hints: [
      'Regardez le registre de l’hôte\u00A0: quels outils le serveur `fichiers` propose-t-il\u202F?',
      'Le modèle simulé choisit l’outil qui partage le plus de mots avec votre question.',
      'Essayez\u00A0: «\u00A0Lis le fichier README.md\u00A0».',
    ],
    debrief:
      'Le registre est unique pour le modèle, mais le fil ne l’est pas\u00A0: l’appel est parti sur la seule connexion du serveur `fichiers`. Les deux autres serveurs n’en ont rien su.',
    solution: [{ do: 'ask', question: 'Lis le fichier README.md', approve: true }],
    wrongAttempt: [{ do: 'ask', approve: true }],
    // The host's choice refused, then the tool called by hand from the editor: a `tools/call`
    // on `fichiers`, but not one the host routed.
    loophole: [
      { do: 'ask', question: 'Lis le fichier README.md', approve: false },
      { do: 'call', server: 'fichiers', tool: 'lire_fichier', arguments: { chemin: 'README.md' } },
    ],
  },
  {
    id: 'premier-outil',
    theme: 'architecture',
    title: 'Votre premier outil',
    goal: 'Donnez un outil à `mon-serveur`, vide au départ, puis appelez-le avec succès.',
    where:
      'Onglet Éditeur\u00A0: partez de l’exemple proposé (pas encore servi) ou écrivez votre propre définition et son comportement, «\u00A0Appliquer\u00A0», puis «\u00A0Appeler\u00A0».',
    lessons: ['cadrer-son-serveur', 'alternatives', 'anatomie-outil'],
    start: { scenario: 'mon-serveur', revision: '2026-07-28' },
    prediction: {
      question:
        'Vous appliquez un nouvel outil pendant que le client est connecté. Que fait le serveur\u202F?',
      options: [
        {
          id: 'notify',
          text: 'Il envoie `notifications/tools/list_changed`, et le client redemande la liste',
        },
        {
          id: 'nothing',
          text: 'Rien\u00A0: le client ne verra l’outil qu’à sa prochaine connexion',
        },
        {
          id: 'push',
          text: 'Il envoie au client la nouvelle liste complète, sans qu’on la lui demande',
        },
      ],
      answer: ['notify'],
      explanation:
        'Un serveur qui déclare `tools.listChanged` prévient par une notification, sans contenu (en 2026-07-28, sur le flux `subscriptions/listen` que le client a ouvert)\u202F; c’est au client de relire la liste avec `tools/list`. Le SDK le fait tout seul.',
    },
    criteria: [
      {
        label: 'La liste des outils de `mon-serveur` n’est plus vide',
        check: {
          kind: 'exists',
          match: {
            kind: 'message',
            method: 'tools/list',
            type: 'result',
            link: 'mon-serveur',
            where: [{ path: 'result.tools.0.name', present: true }],
          },
        },
      },
      {
        label: 'Un appel de cet outil réussit (sans `isError`)',
        check: {
          kind: 'any',
          of: [
            {
              kind: 'exists',
              match: {
                kind: 'message',
                method: 'tools/call',
                type: 'result',
                link: 'mon-serveur',
                where: [{ path: 'result.isError', present: false }],
              },
            },
            {
              kind: 'exists',
              match: {
                kind: 'message',
                method: 'tools/call',
                type: 'result',
                link: 'mon-serveur',
                where: [{ path: 'result.isError', equals: false }],
              },
            },
          ],
        },
      },
    ],
    hints: [
      'L’éditeur montre deux textes\u00A0: les définitions (ce que le client voit) et les comportements (ce que fait le serveur simulé).',
      'Une définition minimale\u00A0: un `name`, une `description` et un `inputSchema` de type `object`.',
      'Après «\u00A0Appliquer\u00A0», choisissez l’outil sous «\u00A0Appeler un outil\u00A0», donnez des arguments valides et appelez-le.',
    ],
    debrief:
      'Vous avez vu tout le trajet d’un outil\u00A0: sa définition annoncée par `tools/list`, la notification quand elle change, puis l’appel et son résultat.',
    solution: [
      {
        do: 'apply-tools',
        server: 'mon-serveur',
        tools: [
          {
            definition: {
              name: 'saluer',
              description: 'Salue une personne par son prénom.',
              inputSchema: {
                type: 'object',
                properties: { prenom: { type: 'string' } },
                required: ['prenom'],
              },
            },
            behaviour: { outcome: { kind: 'text', text: 'Bonjour, {{prenom}}\u202F!' } },
          },
        ],
      },
      { do: 'call', server: 'mon-serveur', tool: 'saluer', arguments: { prenom: 'Ada' } },
    ],
    wrongAttempt: [
      {
        do: 'apply-tools',
        server: 'mon-serveur',
        tools: [
          {
            definition: {
              name: 'saluer',
              description: 'Salue une personne par son prénom.',
              inputSchema: {
                type: 'object',
                properties: { prenom: { type: 'string' } },
                required: ['prenom'],
              },
            },
            behaviour: { outcome: { kind: 'text', text: 'Bonjour, {{prenom}}\u202F!' } },
          },
        ],
      },
      { do: 'call', server: 'mon-serveur', tool: 'saluer', arguments: {} },
    ],
    // A tool listed and called with success, but on another scenario's server: nothing was
    // given to `mon-serveur`.
    loophole: [
      { do: 'switch', scenario: 'meteo' },
      { do: 'call', server: 'meteo', tool: 'get_weather', arguments: { ville: 'Lyon' } },
    ],
  },
  {
    id: 'annotations-menteuses',
    theme: 'securite',
    title: 'Des annotations honnêtes',
    goal: 'Corrigez les annotations de `vider_cache` (il supprime des fichiers) pour que l’hôte le présente comme destructif, puis refusez l’appel.',
    where:
      'Onglet Éditeur pour les annotations (puis «\u00A0Appliquer\u00A0»), onglet Hôte pour la question et le refus.',
    lessons: ['securite', 'anatomie-outil'],
    start: { scenario: 'serveur-menteur', revision: '2026-07-28' },
    prediction: {
      question:
        'Le serveur annonce `vider_cache` avec `readOnlyHint: true`. Que garantit cette annotation\u202F?',
      options: [
        {
          id: 'nothing',
          text: 'Rien\u00A0: c’est un indice donné par le serveur, qui peut mentir',
        },
        { id: 'sdk', text: 'Le SDK bloque toute écriture de l’outil' },
        { id: 'client', text: 'Le client vérifie que l’outil ne modifie rien' },
      ],
      answer: ['nothing'],
      explanation:
        'La spécification le dit\u00A0: les annotations sont des indices, à ne croire que d’un serveur de confiance. Personne ne les vérifie\u202F; l’hôte s’en sert seulement pour présenter l’appel.',
    },
    criteria: [
      {
        label: 'Seules les annotations de `vider_cache` ont changé',
        check: { kind: 'edited', server: 'nettoyage', tool: 'vider_cache', only: ['annotations'] },
      },
      {
        label:
          'L’hôte présente l’appel comme destructif (`readOnlyHint` faux, `destructiveHint: true`), et vous le refusez',
        check: {
          kind: 'exists',
          match: {
            kind: 'host',
            action: 'refuse',
            where: [
              { path: 'tool', equals: 'vider_cache' },
              { path: 'annotations.destructiveHint', equals: true },
              // destructiveHint only means something when readOnlyHint is false (its default).
              { path: 'annotations.readOnlyHint', notIn: [true] },
            ],
          },
        },
      },
    ],
    hints: [
      'Dans l’éditeur, cherchez `annotations` dans la définition de `vider_cache`.',
      'Un outil qui supprime\u00A0: `readOnlyHint: false` et `destructiveHint: true` (ce dernier n’a de sens que si `readOnlyHint` est faux).',
      'Après «\u00A0Appliquer\u00A0», posez la question dans l’onglet Hôte et choisissez «\u00A0Refuser\u00A0» dans la fenêtre d’autorisation.',
    ],
    debrief:
      'Vous venez de jouer le rôle d’un serveur honnête. Dans la vraie vie, c’est l’hôte qui doit se méfier\u00A0: demander l’accord de l’humain avant chaque appel, quoi que disent les annotations.',
    solution: [
      { do: 'apply-tools', server: 'nettoyage', tools: [listFiles!, honestClearCache] },
      { do: 'ask', approve: false },
    ],
    wrongAttempt: [{ do: 'ask', approve: false }],
    // `destructiveHint: true` added but `readOnlyHint: true` kept: the hint is then meaningless
    // (the host shows it « sans objet »), and the tool still looks read-only.
    loophole: [
      { do: 'apply-tools', server: 'nettoyage', tools: [listFiles!, halfHonestClearCache] },
      { do: 'ask', approve: false },
    ],
  },
];
