import type { LessonInput } from '@/lib/lessons/schema';

export const deuxCouches = {
  slug: 'deux-couches',
  theme: 'architecture',
  title: 'Deux couches et un réflexe de débogage',
  summary:
    'La couche données donne le sens des messages, la couche transport les fait voyager : savoir laquelle casse, c’est la moitié du débogage.',
  objectives: [
    'Situer un problème dans la couche données ou dans la couche transport.',
    'Reconnaître les trois sortes de messages JSON-RPC : requête, réponse, notification.',
    'Appliquer le réflexe : serveur absent, c’est le transport ; outil en échec, ce sont les données.',
  ],
  sections: [
    {
      id: 'couches',
      title: 'Ce que fait chaque couche',
      blocks: [
        {
          type: 'diagram',
          caption:
            'Les mêmes messages de la couche données circulent sur n’importe quel transport.',
          diagram: {
            kind: 'layers',
            layers: [
              {
                title: 'Couche données',
                role: 'Le sens des messages : qui demande quoi, et ce qu’on répond.',
                items: [
                  'JSON-RPC 2.0 : requêtes, réponses, notifications',
                  'cycle de vie : découverte ou initialisation',
                  'primitives : outils, ressources, prompts, élicitation',
                ],
              },
              {
                title: 'Couche transport',
                role: 'Le voyage des messages : comment les octets passent d’un programme à l’autre.',
                items: [
                  'stdio (sous-processus) ou Streamable HTTP (adresse web)',
                  'connexion, découpage des messages',
                  'authentification',
                ],
              },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'La [couche données](/glossaire#couche-donnees) ne dépend pas du transport : un `tools/call` a exactement la même forme sur stdio et sur HTTP. La [couche transport](/glossaire#couche-transport), elle, livre les messages, ou échoue à les livrer ; elle ne les interprète pas. (En 2026-07-28, Streamable HTTP recopie la méthode, le nom visé et la révision dans des en-têtes HTTP, pour que les équipements réseau puissent aiguiller les requêtes sans lire le JSON\u202F; le serveur vérifie qu’ils concordent avec le corps.)',
        },
        {
          type: 'try',
          label: 'Les deux couches d’un même appel',
          description:
            'Le scénario météo sur Streamable HTTP. Sur le `tools/call`, la touche C montre l’autre couche : le POST qui le porte, ses en-têtes, puis la réponse `200 OK`.',
          link: { scenario: 'meteo', version: '2026-07-28', transport: 'http', at: 'tools/call' },
        },
      ],
    },
    {
      id: 'json-rpc',
      title: 'Trois sortes de messages',
      blocks: [
        {
          type: 'paragraph',
          text: 'Tous les messages MCP suivent [JSON-RPC 2.0](/glossaire#json-rpc), un format minimal déjà bien outillé. Il n’en existe que trois sortes.',
        },
        {
          type: 'table',
          caption: 'Les trois sortes de messages JSON-RPC',
          headers: ['Message', 'Porte un `id` ?', 'Attend une réponse ?', 'Exemple'],
          rows: [
            [
              '[Requête](/glossaire#requete)',
              'oui, jamais `null`',
              'oui, exactement une',
              '`tools/call`',
            ],
            [
              'Réponse',
              'le même que la requête',
              'non',
              '`result` ([résultat](/glossaire#resultat)) ou `error`',
            ],
            [
              '[Notification](/glossaire#notification)',
              'non',
              'non, personne ne répond',
              '`notifications/tools/list_changed`',
            ],
          ],
        },
        {
          type: 'trace',
          excerpt: 'meteo-tools-list-2026',
          caption:
            'Une requête `tools/list` et sa réponse : le même `id` les relie, même si d’autres échanges se glissent entre les deux. Les autres champs (`_meta`, `resultType`, `ttlMs`) sont expliqués dans la leçon sur le cycle de vie.',
        },
        {
          type: 'paragraph',
          text: 'Une notification n’a pas d’`id` : c’est ce qui la distingue d’une requête. Le serveur s’en sert par exemple pour prévenir que sa liste d’outils a changé ; le client réagit en la redemandant.',
        },
      ],
    },
    {
      id: 'reflexe',
      title: 'Le réflexe de débogage',
      blocks: [
        {
          type: 'diagram',
          caption: 'La première question à se poser devant un serveur qui « ne marche pas ».',
          diagram: {
            kind: 'decision',
            question: 'Le serveur apparaît-il dans l’hôte, avec ses outils ?',
            branches: [
              {
                answer: 'Non : il est absent, ou la connexion se coupe.',
                conclusion:
                  '**Couche transport.** Commande de lancement, chemin, processus qui plante, sortie standard polluée, adresse HTTP, jeton d’accès.',
                kind: 'error',
              },
              {
                answer: 'Oui, mais un outil échoue.',
                conclusion:
                  '**Couche données.** Nom de l’outil, arguments confrontés à l’`inputSchema`, [erreur métier](/glossaire#erreur-metier) renvoyée avec `isError: true`.',
                kind: 'result',
              },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'Exemple typique en stdio : un serveur qui affiche « Connexion à la base réussie » sur sa sortie standard, le canal réservé aux messages. La spécification l’interdit. Ce qui se passe ensuite dépend du client : celui de ce SDK ignore la ligne sans rien dire, un autre peut couper la connexion. Et si le texte est écrit sans retour à la ligne, il se colle au message suivant, qui est perdu : la poignée de main échoue et le serveur n’apparaît pas dans l’hôte. C’est un problème de transport, même si le code de l’outil est parfait.',
        },
        {
          type: 'try',
          label: 'Casser le transport : une ligne de trop sur la sortie standard',
          description:
            'Le laboratoire d’erreurs insère une couche texte, comme en stdio : une ligne parasite atteint vraiment l’analyseur du SDK. Regardez ce qu’il en fait, puis ce que devient un texte écrit sans fin de ligne.',
          link: { scenario: 'erreur-stdout-pollue', version: '2026-07-28' },
        },
        {
          type: 'try',
          label: 'Casser les données : une erreur métier',
          description:
            'Le transport va bien, l’outil répond, mais son résultat porte `isError: true` avec un message que le modèle peut lire.',
          link: { scenario: 'erreur-metier', version: '2026-07-28', at: 'result:tools/call' },
        },
        {
          type: 'callout',
          tone: 'sdk',
          title: 'Dans le bac à sable',
          text: [
            'Les clients et les serveurs tournent dans votre navigateur et sont reliés par des transports en mémoire, qui passent des objets plutôt que du texte. Pour montrer une panne de transport réaliste, le laboratoire d’erreurs ajoute une couche qui découpe les messages ligne par ligne, comme stdio.',
          ],
        },
      ],
    },
  ],
  keyPoints: [
    'Couche données : le sens des messages (JSON-RPC, cycle de vie, primitives).',
    'Couche transport : leur voyage (stdio, Streamable HTTP, authentification).',
    'Une requête a un `id` et attend une réponse ; une notification n’a pas d’`id`.',
    'Serveur absent : transport. Outil en échec : données.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : messages et codes d’erreur',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/basic',
    },
    { label: 'JSON-RPC 2.0', href: 'https://www.jsonrpc.org/specification' },
  ],
} satisfies LessonInput;
