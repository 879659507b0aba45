import type { LessonInput } from '@/lib/lessons/schema';

export const alternatives = {
  slug: 'alternatives',
  theme: 'architecture',
  title: 'MCP face aux alternatives',
  summary:
    'Quand un serveur MCP vaut l’effort, et quand un outil déclaré dans l’appel à l’API, une compétence ou un simple script suffisent.',
  objectives: [
    'Dire quel problème MCP résout, et lequel il ne résout pas.',
    'Choisir entre un serveur MCP, un outil déclaré dans l’appel à l’API, une compétence et un appel d’API direct.',
    'Situer MCP par rapport aux protocoles d’agent à agent.',
  ],
  sections: [
    {
      id: 'probleme',
      title: 'Le problème que MCP résout',
      blocks: [
        {
          type: 'paragraph',
          text: 'Chaque fournisseur de modèles a son format d’appel d’outils, et chaque cadriciel (framework) son abstraction. Sans standard, un outil utilisé par trois applications s’écrit trois fois. MCP joue pour les outils d’IA le rôle du Language Server Protocol pour les éditeurs de code : une interface commune, écrite une fois.',
        },
        {
          type: 'diagram',
          caption: 'Sans MCP, un adaptateur par couple ; avec MCP, un serveur par système.',
          diagram: {
            kind: 'compare',
            items: [
              {
                title: 'Sans standard',
                kind: 'error',
                points: [
                  'trois applications et quatre systèmes : jusqu’à douze adaptateurs',
                  'chacun avec ses hypothèses sur les schémas et les erreurs',
                ],
              },
              {
                title: 'Avec MCP',
                kind: 'result',
                points: [
                  'quatre serveurs, branchés sur n’importe quel [hôte](/glossaire#hote) conforme',
                  'des messages JSON-RPC qu’on peut journaliser, rejouer et inspecter',
                ],
              },
            ],
          },
        },
        {
          type: 'try',
          label: 'Un hôte qui compose trois serveurs qu’il ne connaît pas',
          description:
            'Chaque serveur a été écrit séparément ; l’hôte les assemble sans rien savoir de leur code.',
          link: {
            scenario: 'hote-multi-serveurs',
            version: '2026-07-28',
            at: 'host:merge-registry',
          },
        },
      ],
    },
    {
      id: 'choisir',
      title: 'Choisir la bonne approche',
      blocks: [
        {
          type: 'table',
          caption: 'Le bon outil pour le bon besoin',
          headers: ['Besoin', 'Préférer', 'Pourquoi'],
          rows: [
            [
              'Un connecteur réutilisé par plusieurs applications ou agents',
              'un serveur MCP',
              'une interface standard, découvrable, sous le contrôle des permissions de l’hôte',
            ],
            [
              'Une fonction utile à une seule application',
              'un outil déclaré dans l’appel à l’API du modèle',
              'moins d’infrastructure : pas de processus ni de service à faire tourner',
            ],
            [
              'Une procédure ou un savoir que le modèle doit suivre',
              'une compétence (skill) ou des instructions',
              'du texte chargé au besoin, sans code à exécuter',
            ],
            [
              'Une étape déterministe, sans jugement du modèle',
              'un appel d’API ou un script dans votre code',
              'moins cher, plus rapide, plus facile à tester',
            ],
            [
              'Deux agents autonomes qui négocient',
              'un protocole d’agent à agent ou une couche d’orchestration',
              'MCP relie un modèle à des outils, pas des agents entre eux',
            ],
          ],
        },
      ],
    },
    {
      id: 'trois-cas',
      title: 'Trois cas concrets',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Trois assistants internes doivent lire et annoter les fiches du CRM, chacun avec les droits de la personne connectée : **un serveur MCP** distant, en Streamable HTTP, avec un jeton OAuth par utilisateur et des outils étroits (`search_accounts`, `get_account`, `create_note`).',
            'Un petit assistant de voyage doit convertir des devises, et lui seul en a besoin : **un outil déclaré dans l’appel à l’API** du modèle suffit ; un serveur n’apporterait que de l’exploitation en plus.',
            'Chaque nuit, un traitement exporte les ventes de la veille vers un tableur : **un script** qui appelle l’API directement. Aucun jugement de modèle n’est nécessaire, donc aucun protocole d’outils non plus.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Dans le premier cas, on écarte aussi les fausses bonnes idées : stdio (le serveur doit être distant et servir plusieurs personnes), une clé d’API partagée (elle casserait les droits de chacun), ou un outil par verbe du CRM (trop d’outils, dont des destructeurs inutiles).',
        },
      ],
    },
    {
      id: 'ce-que-mcp-n-est-pas',
      title: 'Ce que MCP n’est pas',
      blocks: [
        {
          type: 'list',
          items: [
            'Pas un modèle : MCP est un protocole ; le [modèle](/glossaire#modele-de-langage) reste dans l’hôte.',
            'Pas un agent : un serveur est un fournisseur passif, interrogé à la demande, qui ignore tout du modèle.',
            'Pas un remplaçant de vos API : un serveur MCP enveloppe souvent une API existante pour la rendre utilisable par un modèle.',
          ],
        },
      ],
    },
    {
      id: 'cout',
      title: 'Ce que coûte un serveur',
      blocks: [
        {
          type: 'list',
          items: [
            'Un programme à faire tourner : un sous-processus local ou un service distant, avec son authentification.',
            'Une interface à faire évoluer sans casser les appelants : on ajoute des outils, on ne change jamais en silence le sens d’un outil existant.',
            'Un choix d’outils qui se dégrade quand la liste s’allonge : au-delà d’une dizaine d’outils visibles, le modèle se trompe plus souvent (une règle empirique, pas une limite de la spécification).',
            'Une relecture de sécurité, comme pour toute porte ouverte sur vos systèmes.',
          ],
        },
        {
          type: 'try',
          label: 'Un serveur réutilisé tel quel',
          description:
            'Le serveur « crm » répond à l’hôte du bac à sable comme il répondrait à n’importe quel autre.',
          link: { scenario: 'crm', version: '2026-07-28', at: 'tools/call' },
        },
      ],
    },
  ],
  keyPoints: [
    'MCP évite d’écrire un adaptateur par couple application–outil.',
    'Un seul usage dans une seule application : un outil déclaré dans l’appel à l’API suffit.',
    'MCP relie un modèle à des outils ; pas des agents entre eux.',
    'Un serveur se maintient : évolutions additives, liste d’outils courte, relecture de sécurité.',
  ],
  sources: [
    {
      label: 'Documentation MCP : présentation',
      href: 'https://modelcontextprotocol.io/docs/getting-started/intro',
    },
    {
      label: 'Spécification 2026-07-28 : vue d’ensemble',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28',
    },
  ],
} satisfies LessonInput;
