import type { LessonInput } from '@/lib/lessons/schema';

export const cadrerSonServeur = {
  slug: 'cadrer-son-serveur',
  theme: 'architecture',
  title: 'Cadrer les primitives de son futur serveur',
  summary:
    'Une fiche à remplir avant d’écrire du code : chaque réponse devient un outil, une ressource ou un prompt, et vos outils s’essaient aussitôt dans le bac à sable.',
  objectives: [
    'Traduire les besoins d’un serveur en outils, ressources et prompts.',
    'Écrire des définitions d’outils valides, prêtes à essayer.',
    'Décider quelles actions demandent une confirmation renforcée, en plus du consentement de base.',
  ],
  sections: [
    {
      id: 'methode',
      title: 'Une seule question : qui déclenche ?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Avant la moindre ligne de code, listez ce que votre serveur doit offrir et posez, pour chaque ligne, la même question que dans la [leçon sur les primitives](/lecons/primitives-serveur) : qui déclenche ?',
        },
        {
          type: 'diagram',
          caption: 'La réponse donne la primitive.',
          diagram: {
            kind: 'decision',
            question: 'Qui déclenche cette fonctionnalité ?',
            branches: [
              {
                answer: 'Le modèle, au fil de son raisonnement',
                conclusion: 'un **outil** : nom, description, paramètres, effet',
                kind: 'request',
              },
              {
                answer: 'L’application, qui joint une donnée au contexte',
                conclusion: 'une **ressource** : une URI, un contenu, un type MIME',
                kind: 'result',
              },
              {
                answer: 'L’utilisateur, pour un travail récurrent',
                conclusion: 'un **prompt** : un nom, ce qu’il fait, ses arguments',
                kind: 'host',
              },
            ],
          },
        },
      ],
    },
    {
      id: 'fiche',
      title: 'La fiche de votre serveur',
      blocks: [
        {
          type: 'paragraph',
          text: 'Remplissez la fiche. Chaque réponse affiche la primitive qu’elle devient ; les noms d’outils sont vérifiés au fur et à mesure. Quand tout est correct, la fiche produit les définitions d’outils, telles que `tools/list` les renverrait, et un lien qui les charge dans le scénario vide « mon-serveur » du bac à sable. Vos réponses restent dans ce navigateur : vous pouvez fermer la page et revenir.',
        },
        { type: 'worksheet' },
      ],
    },
    {
      id: 'exemple',
      title: 'Un exemple rempli : l’entrepôt de données',
      blocks: [
        {
          type: 'table',
          caption:
            'Le serveur « entrepôt » : donner au modèle le schéma réel et un accès en lecture à la base',
          headers: ['Réponse', 'Primitive', 'Détail'],
          rows: [
            [
              '`list_tables`',
              'outil, lecture seule',
              'à appeler d’abord pour connaître les tables',
            ],
            [
              '`describe_table`',
              'outil, lecture seule',
              'à appeler avant d’écrire du SQL ; renvoie colonnes, types et trois lignes d’exemple',
            ],
            [
              '`run_select`',
              'outil, lecture seule',
              'exécute un `SELECT`, dans une transaction en lecture seule',
            ],
            [
              '`entrepot://schema/{base}/{table}`',
              'gabarit de ressource',
              'la structure d’une table, en JSON',
            ],
            ['Transport', 'stdio', 'le serveur tourne sur la machine et lit une base locale'],
            [
              'Validation humaine',
              'consentement de base',
              'tout est en lecture seule : aucune confirmation renforcée, mais l’utilisateur peut toujours refuser un appel',
            ],
          ],
        },
        {
          type: 'try',
          label: 'Voir l’entrepôt répondre à « combien de commandes hier ? »',
          description:
            'Les sept étapes, de la découverte à la réponse, avec le choix de l’outil expliqué.',
          link: { scenario: 'entrepot', version: '2026-07-28', at: 'host:choose-tool' },
        },
      ],
    },
    {
      id: 'verifier',
      title: 'Relire sa fiche',
      blocks: [
        {
          type: 'list',
          items: [
            'Chaque outil a un but étroit, et sa description dit quoi, quand, quand pas, et ce qu’il renvoie.',
            'Les erreurs métier reviennent avec `isError: true` et un message qui dit quoi corriger.',
            'Tout outil qui écrit peut être rappelé sans dégât ([idempotence](/glossaire#idempotence), par exemple avec une clé d’idempotence), ou demande une confirmation.',
            'Les listes sont paginées et plafonnées ([pagination](/glossaire#pagination)), et chaque résultat a une limite de taille (par exemple trois lignes d’exemple)\u00A0: tout ce que renvoie un outil est lu par le modèle et remplit son contexte.',
            'Les outils destructeurs sont à part, ou absents.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ensuite, écrivez le serveur avec un [SDK](/glossaire#sdk) officiel (TypeScript, Python…) : le bac à sable peut exporter le vôtre en projet TypeScript prêt à lancer. Testez-le avec [MCP Inspector](/glossaire#inspector) avant de le brancher sur un vrai hôte : `initialize` ou `server/discover` renvoie-t-il les bonnes capacités ? `tools/list` montre-t-il les bons noms, descriptions et schémas ? Les chemins d’erreur renvoient-ils `isError` ? La plupart des « le modèle n’appelle pas mon outil » sont des défauts de description ou de schéma que l’Inspector montre tout de suite.',
        },
      ],
    },
  ],
  keyPoints: [
    'Qui déclenche ? Le modèle : outil. L’application : ressource. L’utilisateur : prompt.',
    'Un nom d’outil valide et une description précise avant tout le reste.',
    'Chaque appel d’outil peut être refusé ; ceux qui écrivent ou détruisent méritent une confirmation renforcée.',
    'Essayez vos outils dans le bac à sable avant d’écrire le serveur.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : outils',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools',
    },
    {
      label: 'Spécification 2026-07-28 : ressources',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/resources',
    },
  ],
} satisfies LessonInput;
