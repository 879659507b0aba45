import type { LessonInput } from '@/lib/lessons/schema';

export const requeteDeBoutEnBout = {
  slug: 'requete-de-bout-en-bout',
  theme: 'architecture',
  title: 'Une requête de bout en bout : « combien de commandes hier ? »',
  summary:
    'Les sept étapes d’une vraie question posée à un serveur « entrepôt », message par message, telles que le SDK les envoie.',
  objectives: [
    'Dérouler les sept étapes d’un appel d’outil : découverte, liste, choix, validation, appel, résultat, réponse.',
    'Dire qui agit à chaque étape : l’hôte, le modèle, l’utilisateur, le client ou le serveur.',
    'Lire dans une trace réelle les champs qui comptent à chaque étape.',
  ],
  sections: [
    {
      id: 'decouverte',
      title: '1 et 2. Découvrir le serveur, puis ses outils',
      blocks: [
        {
          type: 'paragraph',
          text: 'Une analyste demande à son assistant : « Combien de commandes hier ? ». L’hôte est branché sur un serveur « entrepôt » qui donne accès, en lecture seule, à la base des ventes. Avant même la question, le client de ce serveur a fait deux choses. D’abord la [découverte](/glossaire#decouverte) : `server/discover` en 2026-07-28 (`initialize` en 2025). Le serveur y annonce ses capacités et ses instructions.',
        },
        {
          type: 'trace',
          excerpt: 'entrepot-bout-en-bout-2026',
          messages: [0, 1],
          caption:
            'Étape 1 : le client se présente dans `_meta` ; le serveur renvoie les révisions qu’il prend en charge, ses capacités (`tools`, `resources`, `prompts`) et des instructions pour le modèle.',
        },
        {
          type: 'paragraph',
          text: 'Ensuite la liste : `tools/list`. Chaque outil arrive avec son nom, sa description et son `inputSchema`\u00A0: c’est l’essentiel de ce que l’hôte montrera au modèle (`title` et `annotations` servent surtout à l’affichage et à l’hôte). L’hôte range ces outils dans son [registre](/glossaire#registre-d-outils), avec ceux de ses autres serveurs.',
        },
        {
          type: 'trace',
          excerpt: 'entrepot-bout-en-bout-2026',
          messages: [2, 3],
          caption:
            'Étape 2 : trois outils en lecture seule, `list_tables`, `describe_table` et `run_select`.',
        },
        {
          type: 'try',
          label: 'Voir l’hôte construire son registre',
          description:
            'Le scénario « entrepôt » : la découverte, la liste, puis le registre que verra le modèle.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'host:merge-registry' },
        },
      ],
    },
    {
      id: 'choix-et-validation',
      title: '3 et 4. Le modèle choisit, l’utilisateur valide',
      blocks: [
        {
          type: 'paragraph',
          text: 'Étape 3 : l’hôte envoie au modèle la question et le registre. Le modèle choisit seul `run_select`, d’après les descriptions, et rédige ses arguments : une requête `SELECT`. Aucun message MCP ne part pendant ce choix : il se passe entre l’hôte et le modèle.',
        },
        {
          type: 'paragraph',
          text: 'Étape 4 : avant tout appel, l’hôte montre l’outil et ses arguments à l’utilisateur, qui peut refuser. C’est l’[humain dans la boucle](/glossaire#humain-dans-la-boucle) : même pour un outil qui se dit en lecture seule, l’utilisateur garde la possibilité de dire non.',
        },
        {
          type: 'try',
          label: 'Regarder le choix du modèle',
          description:
            'Le sélecteur qui remplace le modèle affiche ses scores pour chaque outil, puis l’hôte demande votre accord.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'host:choose-tool' },
        },
      ],
    },
    {
      id: 'appel-et-resultat',
      title: '5 et 6. L’appel et son résultat',
      blocks: [
        {
          type: 'paragraph',
          text: 'Étape 5 : l’hôte confie l’appel au client du serveur « entrepôt », qui envoie `tools/call` avec le nom exact de l’outil et des arguments conformes à son `inputSchema`. Étape 6 : le serveur exécute la requête dans une transaction en lecture seule et renvoie un [résultat](/glossaire#resultat), avec le même `id`.',
        },
        {
          type: 'trace',
          excerpt: 'entrepot-bout-en-bout-2026',
          messages: [4, 5],
          caption:
            'Étapes 5 et 6 : la requête porte le nom de l’outil et ses arguments ; le résultat porte un tableau `content` et `resultType: complete`.',
        },
        {
          type: 'paragraph',
          text: 'À l’étape 6, deux échecs sont possibles. Une erreur de protocole (outil inconnu, requête mal formée) revient en `error`. Une erreur d’exécution (une règle non respectée, une base indisponible) revient en `result` avec `isError: true`, et le modèle peut lire le message pour corriger son appel. La leçon sur les [erreurs](/lecons/erreurs) les détaille.',
        },
        {
          type: 'try',
          label: 'Suivre `tools/call` et son résultat',
          description:
            'Ouvrez l’inspecteur sur la requête, puis sur la réponse qui porte le même `id`.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'result:tools/call' },
        },
      ],
    },
    {
      id: 'reponse',
      title: '7. La réponse à l’utilisateur',
      blocks: [
        {
          type: 'paragraph',
          text: 'Étape 7 : le client rend le résultat à l’hôte, qui le joint à la conversation. Le modèle formule alors sa réponse à l’analyste. Le serveur n’en saura rien : il a répondu à une requête, sans voir ni la question ni la réponse finale.',
        },
        {
          type: 'diagram',
          caption: 'Les sept étapes, et qui agit à chacune.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'user', label: 'Utilisateur' },
              { id: 'host', label: 'Hôte et modèle' },
              { id: 'client', label: 'Client' },
              { id: 'server', label: 'Serveur entrepôt' },
            ],
            steps: [
              { from: 'client', to: 'server', label: '1. `server/discover`', kind: 'request' },
              { from: 'client', to: 'server', label: '2. `tools/list`', kind: 'request' },
              { from: 'user', to: 'host', label: 'Combien de commandes hier ?', kind: 'host' },
              {
                from: 'host',
                to: 'host',
                label: '3. le modèle choisit `run_select`',
                kind: 'host',
              },
              { from: 'host', to: 'user', label: '4. Autoriser ?', kind: 'host' },
              { from: 'host', to: 'client', label: 'appelle `run_select`', kind: 'host' },
              { from: 'client', to: 'server', label: '5. `tools/call`', kind: 'request' },
              { from: 'server', to: 'client', label: '6. résultat', kind: 'result' },
              { from: 'client', to: 'host', label: 'résultat', kind: 'result' },
              { from: 'host', to: 'user', label: '7. la réponse', kind: 'host' },
            ],
          },
        },
        {
          type: 'try',
          label: 'Voir la réponse finale',
          description: 'La dernière étape du scénario : l’hôte répond à la question.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'host:answer' },
        },
      ],
    },
  ],
  keyPoints: [
    'Sept étapes : découverte, liste, choix, validation, appel, résultat, réponse.',
    'Le modèle choisit l’outil d’après les descriptions ; l’utilisateur peut refuser chaque appel.',
    'Seules les étapes 1, 2, 5 et 6 sont des messages MCP ; le reste se passe dans l’hôte.',
    'La réponse porte le même `id` que la requête.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : outils (découverte, appel, résultat)',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools',
    },
    {
      label: 'Spécification 2026-07-28 : architecture',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/architecture',
    },
  ],
} satisfies LessonInput;
