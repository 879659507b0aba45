/** Interface strings of « Brancher mon serveur » (the playground's client on a real server). */
import { count, type Slots } from './message';

export const remoteMessages = {
  heading: 'Brancher mon serveur',
  intro:
    'Le client du bac à sable se connecte depuis votre navigateur à votre propre serveur MCP en Streamable HTTP (par exemple le projet exporté, lancé avec «\u00A0npm run start:http\u00A0»). Ses vrais messages s’affichent pas à pas, annotés comme un scénario, avec la couche HTTP en dessous (touche C)\u00A0: chaque requête, ses en-têtes, le statut et chaque événement SSE, tels que le client du SDK les a envoyés et reçus. Le navigateur ajoute de lui-même quelques en-têtes (Origin…), que la page ne voit pas. Aucun identifiant n’est demandé ni enregistré.',
  urlLabel: 'Adresse du serveur (Streamable HTTP)',
  connect: 'Se connecter',
  connecting: 'Connexion…',
  disconnect: 'Se déconnecter',
  connected: (v: Slots<'server' | 'revision' | 'count'>) =>
    `Connecté à «\u00A0${v.server}\u00A0» (révision ${v.revision})\u00A0: ${count(Number(v.count), 'outil')}. La trace ci-contre montre les vrais messages échangés, et les échanges HTTP qui les ont portés.`,
  fellBack: (v: Slots<'chosen' | 'negotiated'>) =>
    ` Ce serveur ne prend pas en charge la révision ${v.chosen}\u00A0: il a répondu à server/discover comme un serveur de 2025, et le client s’est replié sur la poignée de main initialize, comme le prévoit la spécification. La session est donc en ${v.negotiated}.`,
  toolLabel: 'Outil',
  /** Why the call is written in JSON: the form cannot stand for this tool's schema. */
  argsFallback: {
    shape:
      'Le schéma d’entrée de cet outil combine des variantes ou des références (anyOf, oneOf, allOf, $ref…)\u00A0: le formulaire ne sait pas le représenter. Écrivez les arguments en JSON, le serveur les vérifiera.',
    size: 'Le schéma d’entrée de cet outil a plus de 40 propriétés\u00A0: le formulaire n’en dessine pas autant. Écrivez les arguments en JSON, le serveur les vérifiera.',
  },
  resourcesIntro:
    'Les ressources que votre serveur liste, et ses gabarits à remplir. «\u00A0Joindre\u00A0» les lit (resources/read), comme l’hôte le fait avant de les joindre à la conversation\u00A0; le contenu s’affiche ci-dessous et dans la trace.',
  promptsIntro:
    'Les prompts de votre serveur, à invoquer avec leurs arguments (prompts/get)\u00A0: les messages obtenus s’affichent ci-dessous et dans la trace.',
  read: (v: Slots<'uri' | 'count'>) =>
    `Ressource ${v.uri} lue\u00A0: ${count(Number(v.count), 'contenu')}.`,
  prompted: (v: Slots<'name' | 'count'>) =>
    `Prompt «\u00A0${v.name}\u00A0» obtenu\u00A0: ${count(Number(v.count), 'message')}.`,
  resultHeading: 'Dernier résultat',
  resultNonText: (v: Slots<'type'>) => `[contenu «\u00A0${v.type}\u00A0», non textuel]`,
  resultCut: '… (la suite est dans la trace)',
  argumentsLabel: 'Arguments (JSON)',
  call: 'Appeler l’outil',
  called: (v: Slots<'tool' | 'error'>) => `Réponse reçue de «\u00A0${v.tool}\u00A0»${v.error}.`,
  calledError: ' (erreur métier, isError)',
  badArguments: (v: Slots<'message'>) =>
    `Les arguments ne sont pas un objet JSON valide\u00A0: ${v.message}`,
  badUrl:
    'Adresse invalide\u00A0: donnez une URL complète en http:// ou https://, par exemple http://127.0.0.1:3333/mcp.',
  notLocal:
    'Le bac à sable ne joint que les serveurs de votre propre machine (localhost ou 127.0.0.1)\u00A0: aucune page du site ne contacte une autre adresse. Lancez votre serveur en local, par exemple http://127.0.0.1:3333/mcp.',
  unreachable: (v: Slots<'url'>) =>
    `Le navigateur n’a pas pu joindre ${v.url}\u00A0: rien ne répond à cette adresse. Vérifiez que le serveur est lancé, sur ce port, et qu’il sert bien ce chemin (souvent /mcp).`,
  cors: (v: Slots<'url' | 'origin' | 'revision' | 'methods' | 'headers' | 'expose'>) =>
    `Le serveur ${v.url} répond, mais le navigateur a bloqué la réponse\u00A0: sa configuration CORS n’autorise pas cette page. Pour la révision ${v.revision}, il doit autoriser l’origine ${v.origin}, les méthodes ${v.methods} et les en-têtes ${v.headers}${v.expose}. Le projet exporté le fait déjà (ajoutez l’origine avec ALLOWED_ORIGINS=${v.origin} npm run start:http)\u00A0; pour un autre serveur, configurez son intergiciel CORS.`,
  corsExpose: (v: Slots<'headers'>) => `, et exposer ${v.headers}`,
  notInCsp: (v: Slots<'host'>) =>
    `L’adresse ${v.host} désigne bien votre machine, mais la politique de sécurité du site (CSP) n’autorise que localhost et 127.0.0.1\u00A0: le navigateur bloquerait la requête. Lancez votre serveur sur 127.0.0.1 ou localhost.`,
  auth: (v: Slots<'status'>) =>
    `Le serveur demande une authentification (HTTP ${v.status}), mais le client du SDK n’a pas pu suivre sa découverte OAuth\u00A0: il lui faut un en-tête WWW-Authenticate lisible (exposé par CORS), les métadonnées de la ressource protégée (RFC 9728) puis celles d’un serveur d’autorisation (RFC 8414), joignables depuis cette page. Voyez la trace, couche HTTP (touche C)\u00A0; le projet exporté de «\u00A0Serveur protégé (OAuth)\u00A0» sert tout cela.`,
  /** The redirect URI's page: the authorization response goes back to the playground's tab. */
  returnPage: {
    title: 'Retour de l’autorisation',
    heading: 'Retour de l’autorisation',
    reading: 'Lecture de la réponse du serveur d’autorisation…',
    sent: 'Réponse transmise à l’onglet du bac à sable, s’il est toujours ouvert\u00A0: il vérifie state, puis le SDK vérifie iss et échange le code contre un jeton. Vous pouvez fermer cet onglet.',
    refused:
      'Refus transmis à l’onglet du bac à sable, qui l’explique dans sa trace. Vous pouvez fermer cet onglet.',
    invalid: {
      empty:
        'Cette page reçoit la réponse d’un serveur d’autorisation (code, state, iss)\u00A0; cette adresse n’en porte aucune. Rien n’a été transmis.',
      'too-long':
        'Réponse d’autorisation trop longue pour être celle d’un serveur honnête\u00A0: rien n’a été transmis.',
      incomplete:
        'Réponse d’autorisation incomplète ou ambiguë (il faut un seul state, et un code ou une erreur)\u00A0: rien n’a été transmis.',
    },
    back: 'Revenir au bac à sable',
  },
  /** A protected server: the SDK's OAuth flow, its consent page in a tab of the learner's. */
  oauth: {
    clientName: 'Atelier MCP (bac à sable)',
    needed: (v: Slots<'issuer'>) =>
      `Le serveur demande une autorisation OAuth (HTTP 401). Le client du SDK a lu ses métadonnées, trouvé son serveur d’autorisation (${v.issuer}) et s’y est enregistré, puis préparé la demande (PKCE S256, state, resource). Ouvrez la page de consentement\u00A0: elle s’ouvre dans un nouvel onglet, et votre réponse revient ici.`,
    open: 'Ouvrir la page de consentement (nouvel onglet)',
    waiting:
      'En attente de votre réponse sur la page de consentement. Ensuite, cet onglet vérifie state, puis le SDK vérifie iss et échange le code contre un jeton.',
    stateMismatch:
      'Réponse d’autorisation écartée\u00A0: son paramètre state ne correspond pas à celui de la demande en cours. Le SDK ne vérifie pas state\u00A0; l’hôte le fait, car une réponse au state inconnu peut être forgée (CSRF) ou venir d’une demande plus ancienne. Aucun code n’a été échangé.',
    refused: (v: Slots<'error' | 'description'>) =>
      `Accès refusé sur la page de consentement (error=${v.error}\u00A0: ${v.description})\u00A0: pas de code, donc pas de jeton. Le SDK a d’abord vérifié iss, puis signalé le refus. Reconnectez-vous pour recommencer.`,
    failed: (v: Slots<'message'>) =>
      `L’autorisation n’a pas abouti. Message technique du SDK (en anglais)\u00A0: ${v.message}`,
    granted:
      'Autorisation accordée, jeton échangé\u00A0: relancez la requête, elle partira avec le nouveau jeton.',
    noPending:
      'Aucune autorisation n’est en attente dans cet onglet\u00A0: la réponse reçue est ignorée.',
    authorized: (v: Slots<'token' | 'scopes'>) =>
      `Jeton d’accès ${v.token} (portées\u00A0: ${v.scopes}), gardé dans la mémoire de cet onglet seulement\u00A0: ni stockage local, ni lien de partage. Il disparaît avec l’onglet.`,
    registration:
      'Enregistrement du client\u00A0: par enregistrement dynamique (DCR, RFC 7591) si le serveur d’autorisation le propose. Un document de métadonnées du client (CIMD) devrait être une adresse https que ce serveur peut lire\u00A0; l’adresse de ce site ne l’est pas pour un serveur lancé sur votre machine.',
  },
  forbidden: (v: Slots<'origin'>) =>
    `Le serveur refuse la requête (HTTP 403)\u00A0: son en-tête Host ou l’origine de cette page n’est pas autorisé. Lancez-le avec ALLOWED_ORIGINS=${v.origin}.`,
  version: (v: Slots<'message' | 'revision'>) =>
    `Le serveur a répondu, mais ne prend pas en charge la révision ${v.revision}\u00A0: ${v.message}. Choisissez une autre révision dans le bac à sable, ou mettez à jour le SDK du serveur.`,
  invalidResult: (v: Slots<'what' | 'message'>) =>
    `${v.what} a échoué\u00A0: le serveur a répondu, mais son résultat ne respecte pas le schéma de sortie que l’outil déclare, et le client l’a refusé. Message technique du SDK (en anglais)\u00A0: ${v.message}`,
  protocol: (v: Slots<'what' | 'code' | 'message'>) =>
    `${v.what} a reçu une erreur du protocole (JSON-RPC ${v.code})\u00A0: ${v.message}. Le serveur est bien joint et la connexion reste ouverte\u00A0; c’est cette requête qu’il a refusée.`,
  other: (v: Slots<'what' | 'message'>) =>
    `${v.what} a échoué. Message technique du SDK (en anglais)\u00A0: ${v.message}`,
  /** The subject of the sentences below: what failed. */
  what: {
    connect: 'La connexion',
    call: 'L’appel',
    read: 'La lecture de la ressource',
    prompt: 'La demande du prompt',
    complete: 'La complétion',
  },
  timeout: (v: Slots<'seconds' | 'what'>) =>
    `${v.what} a échoué\u00A0: le serveur n’a pas répondu en ${v.seconds}\u00A0s. Il tourne peut-être sans répondre (bloqué, ou en train d’attendre autre chose)\u00A0; vérifiez son terminal.`,
  httpStatus: (v: Slots<'status' | 'what' | 'excerpt'>) =>
    `${v.what} a échoué\u00A0: le serveur a répondu par une erreur HTTP ${v.status}${v.excerpt}. Vérifiez l’adresse (le chemin, souvent /mcp)\u00A0; son terminal en dit sans doute plus.`,
  excerpt: (v: Slots<'text'>) => ` («\u00A0${v.text}\u00A0»)`,
  badReply: (v: Slots<'what' | 'message'>) =>
    `${v.what} a échoué\u00A0: la réponse du serveur n’est pas un message MCP lisible (JSON-RPC en JSON ou en flux SSE). Message technique du SDK (en anglais)\u00A0: ${v.message}`,
  notConnected: 'Le client n’est pas connecté\u00A0: connectez-vous d’abord.',
  cancel: 'Annuler',
  connectCancelled: 'Connexion annulée\u00A0: rien n’a été gardé.',
  callCancelled:
    'Appel annulé\u00A0: le client a envoyé notifications/cancelled au serveur, qui ne devrait plus répondre.',
  callCancelledByClosing:
    'Appel annulé\u00A0: le client a fermé le flux de réponse de la requête. En Streamable HTTP 2026-07-28, c’est le signal d’annulation (pas de notifications/cancelled), et le serveur doit le traiter comme tel.',
  importedScenario: 'mon-serveur',
  /** The short guide under the form: one's own server, in TypeScript or Python. */
  guide: {
    summary: 'Guide\u00A0: brancher votre propre serveur (TypeScript ou Python)',
    addressHeading: '1. L’adresse',
    address:
      'Lancez votre serveur en Streamable HTTP sur cette machine et donnez l’adresse complète de son point d’accès, chemin compris (souvent /mcp)\u00A0: http://127.0.0.1:3333/mcp ou http://localhost:3333/mcp. La page ne joint que 127.0.0.1 et localhost (sa politique de sécurité, CSP)\u00A0; écoutez sur 127.0.0.1, jamais sur 0.0.0.0, qui ouvrirait le serveur au réseau.',
    corsHeading: (v: Slots<'revision'>) => `2. Les lignes CORS, pour la révision ${v.revision}`,
    cors: (v: Slots<'origin'>) =>
      `Le client tourne dans cette page, d’origine ${v.origin}\u00A0: le navigateur ne lui laisse lire les réponses de votre serveur que si celui-ci l’autorise (CORS). Ajoutez ces lignes, tirées de ce que le client envoie vraiment dans cette révision\u00A0; changez de révision, elles changent avec.`,
    typescript:
      'TypeScript (Express et le paquet cors), avant la route de votre point d’accès\u00A0:',
    python:
      'Python (le SDK officiel sert une application Starlette\u00A0; app est cette application, par exemple celle que donne streamable_http_app())\u00A0:',
    exported:
      'Le projet exporté par l’Atelier le fait déjà\u00A0: ajoutez seulement l’origine de la page avec ALLOWED_ORIGINS si elle n’est pas locale.',
    oauthHeading: '3. Un serveur protégé par OAuth',
    oauth: (v: Slots<'origin' | 'redirect'>) =>
      `Si votre serveur répond 401 avec un en-tête WWW-Authenticate, le client du SDK suit l’autorisation OAuth\u00A0: métadonnées de la ressource protégée (RFC\u00A09728), puis du serveur d’autorisation (RFC\u00A08414 ou OpenID), enregistrement, page de consentement dans un nouvel onglet, échange du code avec PKCE. Tout part de cette page\u00A0: votre serveur doit exposer WWW-Authenticate par CORS, et le serveur d’autorisation répondre lui aussi en CORS à l’origine ${v.origin} sur ses métadonnées, son enregistrement et son point /token (la page de consentement, elle, s’ouvre dans un onglet et n’en a pas besoin). Il doit accepter l’adresse de retour ${v.redirect}. Le client s’enregistre par DCR, déprécié en 2026-07-28 mais permis en repli\u00A0: un document de métadonnées du client (CIMD) doit être servi en https à une adresse que le serveur d’autorisation peut lire, et ce bac à sable n’en publie pas. Les jetons restent dans la mémoire de cet onglet. Le projet exporté de «\u00A0Serveur protégé (OAuth)\u00A0» fait tout cela.`,
    firstHeading: '4. Que regarder d’abord',
    first: [
      'Le message d’erreur ci-dessus\u00A0: il nomme la cause (rien ne répond, CORS, statut HTTP, erreur du protocole) et ce qu’il faut faire.',
      'La première étape de la trace\u00A0: server/discover en 2026-07-28, initialize en 2025, et la réponse du serveur (sa révision, ses capacités).',
      'La couche HTTP (touche C)\u00A0: la méthode, les en-têtes envoyés et le statut reçu de chaque échange.',
      'La console du navigateur pour un refus CORS (l’en-tête précis qui manque), et le terminal de votre serveur pour ses propres erreurs.',
    ],
  },
} as const;
