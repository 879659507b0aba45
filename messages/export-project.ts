/**
 * The French text of the « Emporter son serveur » project: its README, what the panel says the
 * project carries (or not), and the lines its server.ts prints. `{{name}}`-style holes are
 * filled by lib/export/server-project.ts.
 */
import { exportedServerText } from './export-server';
import type { Slots } from './message';

export const serverProjectText = {
  packageDescription: 'Serveur MCP exporté depuis Atelier MCP',
  server: exportedServerText,
  /** What the project carries, shown in the panel before download and in the README. */
  contents: {
    tools: (v: Slots<'count' | 'names'>) => `Outils (${v.count})\u00A0: ${v.names}`,
    noTools: 'Aucun outil pour l’instant.',
    resources: (v: Slots<'count' | 'names'>) => `Ressources (${v.count})\u00A0: ${v.names}`,
    resourceTemplates: (v: Slots<'count' | 'names'>) =>
      `Gabarits de ressources (${v.count})\u00A0: ${v.names}`,
    prompts: (v: Slots<'count' | 'names'>) => `Prompts (${v.count})\u00A0: ${v.names}`,
    collections: (v: Slots<'names'>) =>
      `Données de départ\u00A0: ${v.names}, remises dans leur état initial à chaque démarrage.`,
    database:
      'La base de données du scénario\u00A0: une vraie PostgreSQL (PGlite) en mémoire, schéma «\u00A0ventes\u00A0», interrogée en lecture seule comme dans le bac à sable.',
    confirm: (v: Slots<'names'>) =>
      `Les confirmations demandées à l’utilisateur (élicitation)\u00A0: ${v.names}.`,
    sample: (v: Slots<'names'>) =>
      `Les demandes au modèle de l’hôte (échantillonnage)\u00A0: ${v.names}.`,
    roots: (v: Slots<'names'>) => `Les demandes de racines au client\u00A0: ${v.names}.`,
    progress: (v: Slots<'names'>) =>
      `La progression envoyée au client qui la demande (notifications/progress)\u00A0: ${v.names}.`,
    logs: (v: Slots<'names'>) =>
      `Les lignes de journal (notifications/message), filtrées par le niveau que demande le client\u00A0: ${v.names}.`,
    links: (v: Slots<'names'>) =>
      `Les pages où le serveur envoie l’utilisateur (élicitation par URL, requestState signé)\u00A0: ${v.names}.`,
    pages: (v: Slots<'size'>) =>
      `La liste des ressources en pages de ${v.size} (nextCursor), servie par un gestionnaire de bas niveau.`,
    cacheHints:
      'Les indications de cache (ttlMs, cacheScope) sur les listes et les lectures, en 2026-07-28.',
    subscriptions:
      'Les abonnements aux ressources\u00A0: resources/subscribe en 2025, subscriptions/listen en 2026-07-28.',
    skills: (v: Slots<'count' | 'names'>) =>
      `Les compétences de l’extension Skills (${v.count})\u00A0: ${v.names}.`,
    edited: 'Les outils tels que vous les avez modifiés dans le bac à sable.',
    authorization: (v: Slots<'scopes'>) =>
      `La protection OAuth 2.1 en HTTP (requireBearerAuth du SDK) et un serveur d’autorisation d’exemple, portées\u00A0: ${v.scopes}.`,
    notCarriedScript:
      'Le script du scénario (la question, les appels et les incidents joués pas à pas)\u00A0: seul le serveur est exporté.',
    notCarriedAddedTool: (v: Slots<'name'>) =>
      `L’outil «\u00A0${v.name}\u00A0», que le script ajoute en cours de scénario.`,
    notCarriedPages:
      'Les pages web des élicitations par URL\u00A0: elles n’existent que dans le bac à sable. Hors de l’Atelier, personne ne les termine, et l’outil répond que la page n’a pas été validée.',
  },
  readme: {
    title: (v: Slots<'folder'>) => `# ${v.folder}`,
    intro: (v: Slots<'server' | 'scenario' | 'sdk'>) =>
      `Le serveur MCP «\u00A0${v.server}\u00A0» du scénario «\u00A0${v.scenario}\u00A0», exporté depuis **Atelier MCP**.\nIl est construit avec le SDK officiel (\`@modelcontextprotocol/server\` ${v.sdk}) et prend en charge les
deux révisions du protocole\u00A0: 2026-07-28 (avec \`server/discover\`) et la poignée de main \`initialize\` de 2025.`,
    carriedHeading: '## Ce que contient le projet',
    notCarriedHeading: '## Ce qui n’est pas dans le projet',
    filesHeading: '## Comment il est fait',
    files: (v: Slots<'extra'>) =>
      `- \`server.ts\`\u00A0: le point d’entrée, en stdio ou en Streamable HTTP.\n- \`scenario-server.ts\`, \`behaviour.ts\`, \`link.ts\`, \`catalogue.ts\`, \`template.ts\`, \`database.ts\`${v.extra}\u00A0: le code même qui fait tourner\n  les serveurs simulés d’Atelier MCP, sans modification.\n- \`serveur.json\`\u00A0: les définitions (outils, ressources, prompts, données) et les textes des réponses.\n  Les comportements sont des données, jamais du code exécuté.\n\nPour brancher votre vraie logique, remplacez l’appel à \`runBehaviour\` dans \`scenario-server.ts\`\npar votre propre fonction.`,
    runHeading: '## Lancer le serveur',
    runCommands:
      'npm install\nnpm run typecheck              # vérifie les types avec TypeScript\nnpx tsx server.ts              # stdio, le mode des serveurs locaux\nnpm run start:http             # Streamable HTTP sur http://127.0.0.1:3333/mcp\nPORT=4000 npm run start:http   # la variable PORT change le port',
    stdout:
      'En stdio, la sortie standard transporte les messages JSON-RPC et rien d’autre\u00A0: lancez le serveur\navec `npx tsx server.ts`, pas avec `npm start` (npm écrit ses propres lignes sur la sortie standard),\net n’écrivez jamais avec `console.log`. Les journaux vont sur la sortie d’erreur (`console.error`).',
    pathsHeading: '## Des chemins absolus',
    paths: (v: Slots<'dir' | 'folder'>) =>
      `Dans les commandes ci-dessous, remplacez \`${v.dir}\` par le chemin **absolu** du dossier\ndécompressé (par exemple \`/home/alice/${v.folder}\` ou \`C:\\Users\\alice\\${v.folder}\`)\u00A0: le client lance\nle serveur depuis son propre dossier, où un chemin relatif ne mène nulle part. Lancez d’abord\n\`npm install\` dans ce dossier.`,
    claudeCodeHeading: '## Le brancher à Claude Code',
    claudeCodeHttp: 'En Streamable HTTP, une fois `npm run start:http` lancé\u00A0:',
    claudeDesktopHeading: '## Le brancher à Claude Desktop',
    claudeDesktopIntro:
      'Ajoutez ce serveur dans `claude_desktop_config.json` (Settings, onglet Developer,\nbouton «\u00A0Edit Config\u00A0»), puis quittez et relancez Claude Desktop. Le fichier se trouve\u00A0:\n\n- sous macOS\u00A0: `~/Library/Application Support/Claude/claude_desktop_config.json`\n- sous Windows\u00A0: `%APPDATA%\\Claude\\claude_desktop_config.json` (dans ce JSON, doublez les barres\n  obliques inverses du chemin\u00A0: `C:\\\\Users\\\\alice\\\\…`)',
    inspectorHeading: '## Le tester avec l’inspecteur MCP',
    inspectorIntro:
      'L’inspecteur officiel lance le serveur et montre chaque message. En stdio, depuis ce dossier\u00A0:',
    inspectorHttp:
      'En Streamable HTTP\u00A0: lancez `npm run start:http`, puis `npx @modelcontextprotocol/inspector`,\nchoisissez le transport «\u00A0Streamable HTTP\u00A0» et l’adresse `http://127.0.0.1:3333/mcp`. Sans interface,\nen ligne de commande\u00A0:',
    httpHeading: '## Le mode HTTP et la sécurité',
    http: (v: Slots<'origins' | 'exposure'>) =>
      `- ${v.exposure}\n- Contre le «\u00A0DNS rebinding\u00A0», il refuse (403) toute requête dont l’en-tête \`Host\` n’est pas local,\n  et toute page web dont l’origine n’est ni locale ni autorisée (\`localhostHostValidation\` et\n  \`originValidation\` de \`@modelcontextprotocol/node\`).\n- Origines autorisées en plus de localhost\u00A0: ${v.origins}. Pour en ajouter\u00A0:\n  \`ALLOWED_ORIGINS=https://exemple.org npm run start:http\`.\n- Le navigateur n’appelle le serveur que si sa réponse CORS autorise l’origine de la page, les méthodes\n  \`GET, POST, DELETE\`, les en-têtes \`content-type, accept, mcp-protocol-version, mcp-method, mcp-name,\n  mcp-session-id, last-event-id\` et expose \`mcp-session-id\`\u00A0: ce serveur le fait déjà, un autre devra le faire.\n- Les confirmations, l’échantillonnage et les racines marchent aussi en HTTP\u00A0: un client 2026-07-28\n  renvoie ses réponses dans l’appel suivant, et un client 2025 reçoit une session (\`Mcp-Session-Id\`)\n  sur laquelle le serveur peut lui poser la question en cours d’appel.`,
    noOrigins: 'aucune',
    exposureOpen:
      'Le serveur n’écoute que sur 127.0.0.1 et ne répond que sur `/mcp`. Ne le faites pas écouter sur\n  `0.0.0.0`\u00A0: il n’a aucune authentification, et toute machine du réseau pourrait appeler ses outils.',
    exposureProtected:
      'Le serveur n’écoute que sur 127.0.0.1. Ne le faites pas écouter sur `0.0.0.0`\u00A0: son serveur\n  d’autorisation d’exemple accorde l’accès à quiconque clique sur «\u00A0Autoriser\u00A0», sans mot de passe.',
    oauthHeading: '## Un serveur protégé par OAuth 2.1',
    oauth: (v: Slots<'scopes' | 'required'>) =>
      `En Streamable HTTP, ce serveur est une ressource protégée\u00A0: sans jeton, \`/mcp\` répond \`401\` avec\n\`WWW-Authenticate\` (\`resource_metadata\`, \`scope\`), grâce à \`requireBearerAuth\` du SDK. Sur la même origine\u00A0:\n\n- \`/.well-known/oauth-protected-resource/mcp\`\u00A0: ses métadonnées (RFC\u00A09728)\u00A0;\n- un petit serveur d’autorisation d’exemple (\`authorization-server.ts\`, le même que celui du bac à sable)\u00A0:\n  \`/.well-known/oauth-authorization-server\` (RFC\u00A08414), \`/register\` (enregistrement dynamique, RFC\u00A07591),\n  \`/authorize\` (sa page de consentement, PKCE S256 obligatoire, \`iss\` dans la redirection) et \`/token\`.\n\nPortées\u00A0: ${v.scopes}\u00A0; chaque requête demande ${v.required}. L’enregistrement se fait par DCR\u00A0: un document de\nmétadonnées du client (CIMD) doit être une adresse https que le serveur d’autorisation peut lire, ce\nqu’une page servie depuis votre machine n’est pas.\n\nPour le parcourir dans Atelier MCP\u00A0: \`npm run start:http\`, puis «\u00A0Brancher mon serveur\u00A0» avec\n\`http://127.0.0.1:3333/mcp\`. La page de consentement s’ouvre dans un nouvel onglet, le retour revient au site,\net les jetons restent dans la mémoire de l’onglet. Le serveur d’autorisation garde tout en mémoire\u00A0:\nle redémarrer oublie clients et jetons.`,
    dirPlaceholder: (v: Slots<'folder'>) => `/chemin/absolu/vers/${v.folder}`,
  },
} as const;
