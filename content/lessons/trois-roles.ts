import type { LessonInput } from '@/lib/lessons/schema';

export const troisRoles = {
  slug: 'trois-roles',
  theme: 'architecture',
  title: 'Pourquoi MCP, et ses trois rôles : hôte, client, serveur',
  summary:
    'Le problème que MCP résout, qui fait quoi dans une intégration MCP, et pourquoi l’hôte ouvre une connexion distincte pour chaque serveur.',
  objectives: [
    'Dire quel problème MCP résout, et ce qu’il n’est pas (un modèle).',
    'Nommer le rôle de chaque composant d’une intégration MCP : hôte, client, serveur.',
    'Expliquer pourquoi l’hôte crée exactement un client par serveur.',
    'Dire ce que le serveur ignore par construction, et où se placent les permissions.',
  ],
  sections: [
    {
      id: 'pourquoi',
      title: 'Pourquoi MCP ?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Avant MCP, chaque application d’IA branchait ses outils à sa façon : un adaptateur pour chaque couple application–outil. MCP (Model Context Protocol) fixe une seule interface, comme le Language Server Protocol l’a fait pour les éditeurs de code. Un serveur écrit une fois fonctionne avec n’importe quelle application conforme, et une application peut composer des serveurs qu’elle ne connaît pas. MCP n’est pas un modèle d’IA : c’est un protocole, un ensemble de règles d’échange. Tout tient à une séparation nette entre trois rôles.',
        },
        {
          type: 'diagram',
          caption:
            'Un hôte, trois clients, trois serveurs. Seul le serveur « entrepôt » parle à la base de données : l’hôte ne la voit jamais.',
          diagram: {
            kind: 'topology',
            host: 'Hôte : l’assistant d’IA',
            links: [
              {
                client: 'Client 1',
                transport: 'stdio',
                server: 'Serveur « fichiers » (local)',
              },
              {
                client: 'Client 2',
                transport: 'stdio',
                server: 'Serveur « entrepôt » (local)',
                behind: 'PostgreSQL',
              },
              {
                client: 'Client 3',
                transport: 'Streamable HTTP',
                server: 'Serveur « incidents » (distant)',
              },
            ],
          },
        },
      ],
    },
    {
      id: 'hote',
      title: 'L’hôte : l’application avec laquelle on parle',
      blocks: [
        {
          type: 'paragraph',
          text: 'L’[hôte](/glossaire#hote) est l’application d’IA que l’utilisateur a sous les yeux : un assistant de conversation, un éditeur de code, un agent maison. Il interroge le [modèle de langage](/glossaire#modele-de-langage), décide de ce que le modèle voit, montre les résultats et demande l’accord de l’utilisateur avant une action sensible.',
        },
        {
          type: 'paragraph',
          text: 'L’hôte ne parle **jamais** directement à un serveur. Il délègue chaque connexion à un client qu’il crée et qu’il gère.',
        },
      ],
    },
    {
      id: 'client',
      title: 'Le client : une connexion, un serveur',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le [client](/glossaire#client) est le composant, en général une bibliothèque dans l’hôte, qui tient la connexion avec **un seul** serveur. La règle à retenir : **un client par serveur**. Un hôte branché sur trois serveurs contient trois clients.',
        },
        {
          type: 'list',
          items: [
            'Il ouvre la connexion et apprend les [capacités](/glossaire#capacite) du serveur.',
            'Il transmet les requêtes de l’hôte et rapporte les réponses.',
            'Il applique les règles de l’hôte, par exemple demander confirmation avant un appel d’outil.',
          ],
        },
        {
          type: 'callout',
          tone: 'attention',
          title: 'L’hôte n’est pas le client',
          text: [
            'On dit souvent « le client MCP » pour parler de l’application entière. C’est un raccourci : l’hôte pilote, le client ne fait que tenir une connexion. Avec trois serveurs, trois clients travaillent en parallèle, chacun avec sa propre négociation.',
          ],
        },
      ],
    },
    {
      id: 'serveur',
      title: 'Le serveur : un fournisseur de capacités',
      blocks: [
        {
          type: 'paragraph',
          text: 'Le [serveur](/glossaire#serveur) est le programme qui expose des outils, des ressources et des prompts : l’accès à une base, à une API interne, à des fichiers. Il ne voit ni le modèle, ni la conversation, ni le prompt système de l’hôte. De l’application qui l’appelle, il ne connaît que le nom et la version que le client déclare (`clientInfo`), sans aucune garantie. Cette ignorance est voulue : le même serveur sert un assistant, un éditeur ou un script d’automatisation sans changer une ligne.',
        },
        {
          type: 'paragraph',
          text: '« Serveur » désigne le programme, pas la machine. Un serveur lancé en sous-processus par le client de l’hôte, sur le [transport](/glossaire#transport) stdio, tourne forcément sur la même machine. Un serveur joint en Streamable HTTP tourne souvent chez un fournisseur de service, mais il peut aussi tourner sur votre propre machine. C’est le même mot dans tous les cas.',
        },
        {
          type: 'callout',
          tone: 'retenir',
          title: 'Les permissions se verrouillent chez le serveur',
          text: [
            'Dans le schéma, seul le serveur « entrepôt » parle à PostgreSQL. C’est là qu’on limite les droits (un compte en lecture seule, par exemple), pas dans le modèle ni dans l’hôte.',
          ],
        },
      ],
    },
    {
      id: 'registre',
      title: 'L’hôte réunit les outils de tous ses serveurs',
      blocks: [
        {
          type: 'paragraph',
          text: 'Chaque client liste les outils de son serveur. L’hôte les réunit dans un [registre](/glossaire#registre-d-outils) unique que voit le modèle, en notant pour chaque [outil](/glossaire#outil) le client qui devra l’appeler. Quand le modèle en choisit un, l’hôte aiguille l’appel vers le bon client.',
        },
        {
          type: 'diagram',
          caption:
            'La question part de l’utilisateur ; seul le client de l’entrepôt parle au serveur de l’entrepôt.',
          diagram: {
            kind: 'sequence',
            participants: [
              { id: 'user', label: 'Utilisateur' },
              { id: 'host', label: 'Hôte' },
              { id: 'client', label: 'Client 2' },
              { id: 'server', label: 'Serveur entrepôt' },
            ],
            steps: [
              { from: 'user', to: 'host', label: 'Combien de commandes hier ?', kind: 'host' },
              { from: 'host', to: 'host', label: 'le modèle choisit `run_select`', kind: 'host' },
              { from: 'host', to: 'client', label: 'appelle `run_select`', kind: 'host' },
              { from: 'client', to: 'server', label: '`tools/call`', kind: 'request' },
              { from: 'server', to: 'client', label: 'résultat', kind: 'result' },
              { from: 'client', to: 'host', label: 'résultat', kind: 'result' },
              { from: 'host', to: 'user', label: '42 commandes', kind: 'host' },
            ],
          },
        },
        {
          type: 'paragraph',
          text: 'Un nom d’outil n’est unique qu’à l’intérieur d’un serveur. Si deux serveurs exposent chacun un outil `search`, la spécification recommande à l’hôte de les distinguer, par exemple en les préfixant par un identifiant du serveur qu’il choisit lui-même : le nom que le serveur annonce (`serverInfo`) n’est pas garanti unique.',
        },
        {
          type: 'try',
          label: 'Voir l’hôte réunir les outils de trois serveurs',
          description:
            'Trois serveurs, trois clients : regardez chaque client lister ses outils, puis l’hôte construire son registre.',
          link: {
            scenario: 'hote-multi-serveurs',
            version: '2026-07-28',
            at: 'host:merge-registry',
          },
        },
        {
          type: 'try',
          label: 'Suivre un appel d’outil de bout en bout',
          description:
            'Le scénario météo : la question, le choix de l’outil, puis la requête `tools/call` qui traverse le client.',
          link: { scenario: 'meteo', version: '2026-07-28', at: 'tools/call' },
        },
      ],
    },
  ],
  keyPoints: [
    'L’hôte orchestre, le client tient une connexion, le serveur fournit des capacités.',
    'Un client par serveur : trois serveurs, trois clients.',
    'Le serveur ne voit ni le modèle ni la conversation ; c’est chez lui qu’on limite les droits.',
    '« Serveur » désigne le programme, qu’il tourne sur votre machine ou chez un fournisseur.',
  ],
  sources: [
    {
      label: 'Spécification 2026-07-28 : architecture (hôte, clients, serveurs)',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/architecture',
    },
    {
      label: 'Spécification 2026-07-28 : outils, noms en double entre serveurs',
      href: 'https://modelcontextprotocol.io/specification/2026-07-28/server/tools',
    },
  ],
} satisfies LessonInput;
