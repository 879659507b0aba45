import { z } from 'zod';
import { parseContent } from '@/lib/content/parse';
import {
  LabExplanationSchema,
  type LabExplanation,
  type LabExplanationInput,
} from '@/lib/error-lab/schema';

const inputs: LabExplanationInput[] = [
  {
    scenario: 'erreur-outil-inconnu',
    whatGoesWrong:
      'Le client demande `reserver_avion`, un outil que le serveur n’a jamais déclaré dans `tools/list`.',
    layer: 'donnees',
    layerWhy:
      'Le message est bien formé et bien transporté : c’est son contenu (le nom de l’outil) que le serveur ne peut pas servir.',
    spec: 'MCP range l’outil inconnu parmi les erreurs de protocole : une réponse JSON-RPC `error`, avec le code -32602 (paramètres invalides).',
    sdk: 'Le serveur du SDK répond -32602 avec le message « Tool reserver_avion not found ». Le client du SDK lève une `ProtocolError` : l’hôte la reçoit, le modèle ne la voit pas.',
    advice:
      'Côté serveur, rien à faire : le SDK répond correctement. Côté hôte, rafraîchissez la liste (`tools/list`) avant d’appeler et n’inventez jamais de nom d’outil.',
    expected: { '*': { codes: [-32602] } },
  },
  {
    scenario: 'erreur-methode-inconnue',
    whatGoesWrong:
      'Le client envoie `voyages/annuler`, une méthode qui n’existe ni dans MCP ni chez ce serveur.',
    layer: 'donnees',
    layerWhy:
      'Le message JSON-RPC est valide ; c’est la méthode demandée qui n’a pas de destinataire.',
    spec: 'JSON-RPC 2.0 prévoit -32601 (Method not found) pour toute méthode inconnue du destinataire.',
    sdk: 'Le serveur du SDK répond -32601 « Method not found », dans les deux révisions. En 2026-07-28, `ping` et `logging/setLevel` reçoivent la même réponse : ces méthodes y ont disparu.',
    advice:
      'Déclarez vos fonctionnalités dans les capacités (`capabilities`) : un client sérieux ne demande que ce que le serveur annonce. N’inventez pas de méthodes hors de MCP : passez par un outil.',
    expected: { '*': { codes: [-32601] } },
    http: {
      sdk: 'Sur HTTP, la même erreur -32601 change de statut selon la révision. En 2026-07-28, le serveur du SDK la renvoie avec 404 Not Found, comme la spécification l’exige (MUST) d’une méthode inconnue. En 2025, elle arrive dans le flux SSE d’une réponse 200 : le statut HTTP ne dit rien, seul le corps porte l’erreur.',
      expected: {
        '2026-07-28': { codes: [-32601], statuses: [404] },
        '2025-11-25': { codes: [-32601] },
        '2025-06-18': { codes: [-32601] },
      },
    },
  },
  {
    scenario: 'erreur-arguments-invalides',
    whatGoesWrong:
      'Le client appelle `reserver_train` avec `destination: 42` (un nombre au lieu d’un texte) et sans `date`, ce que l’`inputSchema` interdit.',
    layer: 'donnees',
    layerWhy:
      'Le message est valide et l’outil existe : ce sont les arguments, des données, qui ne respectent pas le schéma.',
    spec: 'Depuis 2025-11-25, MCP range les arguments qui violent le schéma (une date au mauvais format, une valeur hors limites) parmi les erreurs d’exécution : un résultat `isError: true`, que le modèle peut lire pour corriger son appel. En 2025-06-18, la spécification rangeait encore les « arguments invalides » parmi les erreurs de protocole (réponse JSON-RPC `error`), et seulement les « données d’entrée invalides » parmi les erreurs d’exécution.',
    sdk: 'Le SDK confronte les arguments à l’`inputSchema` avant d’appeler le gestionnaire et répond par un résultat `isError: true`, texte `Input validation error: …`, dans toutes les révisions, 2025-06-18 comprise. Ce n’est pas une erreur JSON-RPC : le modèle lit le message et peut corriger son appel.',
    advice:
      'Écrivez un `inputSchema` précis (types, champs requis, descriptions) : le message d’erreur du SDK cite le champ fautif, et le modèle se corrige seul au tour suivant.',
    expected: { '*': { isErrorResults: 1 } },
  },
  {
    scenario: 'erreur-metier',
    whatGoesWrong:
      'La date de départ demandée (2020-03-01) est passée : la réservation est impossible, même si les arguments respectent le schéma.',
    layer: 'donnees',
    layerWhy:
      'Tout est valide pour le protocole : c’est une règle du métier (on ne réserve pas dans le passé) qui refuse la demande.',
    spec: 'Une erreur d’exécution se signale dans le résultat, avec `isError: true` et un texte destiné au modèle, pour qu’il puisse corriger et réessayer.',
    sdk: 'Le SDK transmet tel quel le résultat du gestionnaire : `isError: true` et le message « La date de départ doit être dans le futur… ». L’anti-modèle `reserver_train_muet` renvoie un succès vide : le SDK ne peut pas deviner l’échec, et le modèle croit la réservation faite.',
    advice:
      'Renvoyez `isError: true` avec une phrase qui dit quoi corriger (la règle, la valeur fautive, ce qui serait accepté). Jamais de succès vide ni de texte ambigu : le modèle prend au mot ce que l’outil lui répond.',
    comparison: {
      caption: 'Le même échec, bien et mal signalé',
      left: {
        title: 'Bon modèle : `isError: true` et un message utile',
        text: '« La date de départ doit être dans le futur : « 2020-03-01 » est passée. Proposez une date postérieure à aujourd’hui. » Le modèle comprend, propose une autre date, et le troisième appel réussit.',
      },
      right: {
        title: 'Anti-modèle : un succès vide',
        text: 'Un résultat sans `isError` et sans texte. Rien n’indique l’échec : le modèle annonce à l’utilisateur une réservation qui n’existe pas.',
      },
    },
    expected: { '*': { isErrorResults: 1 } },
  },
  {
    scenario: 'erreur-protocole-vs-execution',
    whatGoesWrong:
      'Deux appels ratés côte à côte : un outil au nom mal orthographié (`reserver_trains`), puis une date passée.',
    layer: 'donnees',
    layerWhy:
      'Les deux échecs concernent le contenu des messages, mais pas au même niveau : le premier est refusé par le protocole, le second par l’outil lui-même.',
    spec: 'MCP distingue l’erreur de protocole (réponse JSON-RPC `error` : requête impossible à traiter) de l’erreur d’exécution (résultat `isError: true` : l’outil a tourné et a échoué).',
    sdk: 'Le SDK répond -32602 pour l’outil inconnu, et un résultat `isError: true` pour la date passée. Le client lève une exception dans le premier cas seulement.',
    advice:
      'Réservez les erreurs JSON-RPC à ce que seul le code de l’hôte peut réparer. Tout ce que le modèle peut corriger (arguments, règles métier, ressource absente) doit revenir en `isError: true` avec une explication.',
    comparison: {
      caption: 'Qui peut se rattraper, et de quoi ?',
      left: {
        title: 'Erreur de protocole (-32602)',
        text: 'Réponse `error` JSON-RPC. Elle remonte au code de l’hôte sous forme d’exception ; le modèle ne la voit généralement pas. C’est au développeur de l’hôte de corriger (liste d’outils périmée, bogue).',
      },
      right: {
        title: 'Erreur d’exécution (`isError: true`)',
        text: 'Résultat normal qui porte `isError: true`. L’hôte le passe au modèle, qui lit le message, corrige ses arguments et réessaie tout seul.',
      },
    },
    expected: { '*': { codes: [-32602], isErrorResults: 1 } },
  },
  {
    scenario: 'erreur-version-non-supportee',
    whatGoesWrong:
      'Un client annonce une version du protocole que le serveur ne connaît pas (2099-01-01) : d’abord avec `server/discover` (2026-07-28), puis avec `initialize` (poignée de main de 2025).',
    layer: 'donnees',
    layerWhy:
      'La version voyage dans les messages eux-mêmes (`_meta` ou `params.protocolVersion`) : c’est une négociation de la couche données.',
    spec: 'En 2026-07-28, un serveur qui ne prend pas en charge la version demandée répond -32022 avec `data.supported` (ses versions) et `data.requested`. En 2025, `initialize` ne s’échoue pas : le serveur répond avec la version qu’il propose, et le client décide s’il continue.',
    sdk: 'Le SDK répond -32022 à `server/discover` avec `supported: ["2026-07-28"]` et `requested: "2099-01-01"`, puis répond à `initialize` par une contre-proposition (`protocolVersion: "2025-11-25"`). Le serveur est le même dans toutes les révisions : ce sont les lignes brutes qui choisissent l’ère.',
    advice:
      'Laissez le SDK négocier et affichez la version retenue dans vos journaux. Côté client, lisez `data.supported` pour réessayer avec une version commune.',
    expected: { '*': { codes: [-32022] } },
    http: {
      sdk: 'Sur HTTP, ce sont deux POST écrits à la main. `server/discover` avec la version 2099-01-01 (recopiée dans l’en-tête `MCP-Protocol-Version`) reçoit 400 Bad Request et -32022, avec `supported: ["2026-07-28"]` et `requested: "2099-01-01"`. `initialize` reçoit une contre-proposition (`protocolVersion: "2025-11-25"`) dans un flux SSE, et le serveur ouvre même une session (`Mcp-Session-Id`). Le serveur est le même dans toutes les révisions : ce sont les requêtes qui choisissent l’ère.',
      expected: { '*': { codes: [-32022], statuses: [400] } },
    },
  },
  {
    scenario: 'erreur-capacite-manquante',
    whatGoesWrong:
      'L’outil `vider_corbeille` veut une confirmation de l’utilisateur (élicitation), mais le client a déclaré des capacités vides.',
    layer: 'donnees',
    layerWhy:
      'Les capacités sont échangées dans les messages : le serveur constate qu’il ne peut pas demander ce dont il a besoin.',
    spec: 'En 2026-07-28, un serveur qui aurait besoin d’une capacité absente répond -32021 avec `data.requiredCapabilities`. Dans les révisions de 2025, il ne doit pas envoyer de requête que le client n’a pas annoncée.',
    sdk: 'En 2026-07-28, le SDK répond -32021 et `requiredCapabilities: { elicitation: { form: {} } }`. En 2025, il ne lève pas d’erreur JSON-RPC : il renvoie un résultat `isError: true` (« the client … did not declare the required capability »).',
    differs: false,
    advice:
      'Vérifiez les capacités du client avant de compter sur l’élicitation, et prévoyez un repli (refuser l’action destructrice avec un message clair plutôt que de la faire sans confirmation).',
    expected: {
      '2026-07-28': { codes: [-32021] },
      '2025-11-25': { isErrorResults: 1 },
      '2025-06-18': { isErrorResults: 1 },
    },
    http: {
      sdk: 'Sur HTTP, en 2026-07-28, l’erreur -32021 (`requiredCapabilities: { elicitation: { form: {} } }`) arrive avec le statut 400 Bad Request, comme les autres erreurs de la révision moderne. En 2025, le résultat `isError: true` arrive dans un flux SSE, avec le statut 200.',
      expected: {
        '2026-07-28': { codes: [-32021], statuses: [400] },
        '2025-11-25': { isErrorResults: 1 },
        '2025-06-18': { isErrorResults: 1 },
      },
    },
  },
  {
    scenario: 'erreur-message-malforme',
    whatGoesWrong:
      'Deux lignes mal formées arrivent au serveur : l’une sans `jsonrpc`, l’autre avec `id: null`.',
    layer: 'transport',
    layerWhy:
      'Le texte est lu par l’analyseur du transport (`deserializeMessage`) avant d’être un message : il échoue là, avant la couche données.',
    spec: 'Sans `jsonrpc`, le message n’est pas une requête JSON-RPC : JSON-RPC 2.0 prévoit une réponse -32600 (Invalid Request). Un `id: null`, JSON-RPC le permet (sans l’encourager) ; MCP l’interdit : l’`id` d’une requête est une chaîne ou un entier, jamais `null`. MCP ne dit pas quoi répondre à un tel message.',
    sdk: 'Ce SDK ne répond rien : ces lignes sont du JSON, mais pas un message que son schéma accepte ; le lecteur stdio du serveur les signale à `onerror` et l’émetteur attend jusqu’à son délai. Pour la ligne sans `jsonrpc`, la spécification (JSON-RPC) et le SDK divergent.',
    differs: true,
    advice:
      'Côté serveur, journalisez les lignes rejetées (sur stderr) pour pouvoir diagnostiquer. Côté client, fixez toujours un délai d’attente : sans lui, une requête mal formée attendrait éternellement.',
    expected: { '*': { transport: ['parse-error', 'no-reply', 'parse-error', 'no-reply'] } },
    http: {
      sdk: 'Sur HTTP, le SDK répond, lui : 400 Bad Request et l’erreur -32600 (`Bad Request: the request body is not a valid JSON-RPC message`), pour chacun des deux corps, comme JSON-RPC le prévoit. C’est le lecteur stdio qui se tait, pas le serveur HTTP.',
      expected: { '*': { codes: [-32600, -32600], statuses: [400, 400] } },
    },
  },
  {
    scenario: 'erreur-stdout-pollue',
    whatGoesWrong:
      'Le serveur écrit un journal (« [info] Serveur voyages démarré… ») sur sa sortie standard, le canal même des messages. Plus loin, il écrit « [debug] catalogue rechargé » sans fin de ligne, puis ajoute un outil : la notification `notifications/tools/list_changed` que le SDK envoie aussitôt se colle derrière.',
    layer: 'transport',
    layerWhy:
      'Sur stdio, chaque ligne de stdout est lue comme un message JSON-RPC : une ligne de journal arrive au lecteur du transport avant toute couche de données.',
    spec: 'La spécification est nette : le serveur ne doit rien écrire sur stdout qui ne soit pas un message MCP valide (MUST NOT) ; les journaux vont sur stderr.',
    sdk: 'Ce SDK est indulgent : son lecteur stdio (`ReadBuffer`) saute en silence une ligne qui n’est pas du JSON — ni `onerror`, ni réponse — puis lit la suivante : `tools/list` aboutit. Le texte écrit sans fin de ligne fait plus de dégâts : collé au message suivant, il forme une seule ligne qui n’est plus du JSON, sautée tout entière ; la notification `notifications/tools/list_changed` est perdue sans un mot et le client ne relira pas la liste. Une réponse perdue de la même façon ferait expirer la requête. Une ligne de JSON qui n’est pas du JSON-RPC, elle, est signalée à `onerror`. Un autre client MCP peut être plus strict et couper la connexion à la première ligne étrangère.',
    differs: true,
    advice:
      'Dans un serveur stdio, n’écrivez jamais sur stdout (`console.log`) : utilisez `console.error` (stderr) ou un journal dédié. Ne comptez pas sur l’indulgence de ce SDK : le client d’en face n’est pas forcément le même.',
    expected: { '*': { transport: ['parse-error', 'parse-error'] } },
  },
  {
    scenario: 'erreur-avant-initialisation',
    whatGoesWrong:
      'Un client envoie `tools/list` avant la poignée de main `initialize` (révisions de 2025).',
    layer: 'donnees',
    layerWhy: 'L’ordre des messages du cycle de vie est une règle de la couche données.',
    spec: 'Dans les révisions de 2025, l’initialisation doit être le premier échange (MUST), et le client ne devrait rien envoyer d’autre qu’un `ping` avant la réponse à `initialize`. La règle vise le client : la spécification ne dit pas ce que le serveur doit faire d’une requête arrivée trop tôt.',
    sdk: 'Ce SDK sert la requête normalement : `tools/list` reçoit la liste des outils, sans erreur. C’est le client qui enfreint la règle, pas le serveur. En 2026-07-28, la question disparaît : chaque requête porte sa version et ses capacités dans `_meta`.',
    differs: false,
    advice:
      'Ne comptez pas sur le serveur pour faire respecter l’ordre : un client doit toujours terminer la poignée de main avant d’opérer. Si votre serveur a besoin d’un état initialisé, vérifiez-le vous-même.',
    expected: { '*': {} },
    http: {
      sdk: 'Sur HTTP, le serveur de 2025 (avec sessions) refuse : sans `Mcp-Session-Id`, seule une requête `initialize` peut ouvrir une session, et `tools/list` reçoit 400 Bad Request (« Server not initialized », code -32000). Le même SDK sur stdio sert la requête : c’est le transport qui fait la différence.',
      expected: { '*': { codes: [-32000], statuses: [400] } },
    },
  },
  {
    scenario: 'erreur-delai-depasse',
    whatGoesWrong:
      'L’outil `generer_rapport` met 15 secondes à répondre ; le client n’en attend que 0,3.',
    layer: 'transport',
    layerWhy:
      'Rien n’est invalide : la réponse n’arrive simplement pas à temps. Le délai est une affaire de transport et de client, pas de contenu.',
    spec: 'Un client devrait fixer un délai à chaque requête et, à son expiration, l’annuler : sur stdio (et dans les révisions 2025), par `notifications/cancelled` avec l’id de la requête ; en Streamable HTTP 2026-07-28, en fermant le flux de la réponse. Le serveur devrait alors arrêter le travail et ne pas répondre.',
    sdk: 'Le client du SDK lève une `SdkError` `REQUEST_TIMEOUT` et envoie une vraie ligne `notifications/cancelled` (`requestId` et `reason`) ; le serveur annule le gestionnaire (signal d’abandon) et ne répond pas.',
    advice:
      'Pour un travail long, écoutez le signal d’annulation (`ctx.mcpReq.signal`), envoyez des notifications de progression, ou découpez la tâche. Ne laissez pas un outil bloquer sans fin.',
    expected: { '*': { transport: ['timeout'] } },
    http: {
      spec: 'En 2025, un client devrait annuler par `notifications/cancelled` : une coupure du flux n’est pas une annulation. En 2026-07-28 sur HTTP, c’est l’inverse : fermer le flux de réponse d’une requête est l’annulation, que le serveur doit (MUST) traiter comme telle, et aucune `notifications/cancelled` n’est attendue.',
      sdk: 'Le client du SDK lève une `SdkError` `REQUEST_TIMEOUT`. En 2026-07-28, il ne poste rien : il coupe l’échange HTTP de `tools/call` (étape « flux coupé par le client ») et le serveur abandonne le gestionnaire. En 2025, il poste `notifications/cancelled` (réponse 202) ; le flux SSE de la requête reste ouvert, sans réponse, jusqu’à la fin de la session.',
      expected: {
        '2026-07-28': { transport: ['timeout'], aborted: 1 },
        '2025-11-25': { transport: ['timeout'] },
        '2025-06-18': { transport: ['timeout'] },
      },
    },
  },
  {
    scenario: 'erreur-http-origine',
    whatGoesWrong:
      'La même requête `tools/list` part, cette fois, de la page d’un autre site (`https://site-piege.example`) : le navigateur y ajoute de lui-même l’en-tête `Origin` de cette page.',
    layer: 'transport',
    layerWhy:
      'Le refus porte sur un en-tête HTTP : le serveur répond avant de lire le moindre message JSON-RPC.',
    spec: 'Le serveur doit (MUST) valider l’en-tête `Origin` de toute connexion entrante : sans cela, une page malveillante ferait parler un serveur local comme si elle était sur la même machine (DNS rebinding). Depuis 2025-11-25, la spécification précise la réponse : 403 Forbidden, avec éventuellement (MAY) une erreur JSON-RPC sans `id`.',
    sdk: 'Le point d’accès du bac à sable, celui du serveur exporté, place `originValidationResponse` du SDK devant le gestionnaire : 403 et `{"code":-32000,"message":"Invalid Origin: site-piege.example"}`, avec `id: null`. Le client du SDK lève une erreur HTTP (« Error POSTing to endpoint… ») ; la même requête, sans l’origine étrangère, réussit. `createMcpHandler` seul ne vérifie aucun en-tête : c’est au serveur de placer ce contrôle devant.',
    advice:
      'Pour un serveur local : écoutez sur 127.0.0.1, vérifiez `Origin` (et `Host`) avant tout le reste et n’acceptez que les origines connues. Dès que le serveur n’est plus local, ajoutez une vraie authentification.',
    expected: { '*': { codes: [-32000], statuses: [403] } },
  },
  {
    scenario: 'erreur-http-en-tetes',
    whatGoesWrong:
      'Un intermédiaire change l’en-tête `Mcp-Name` d’un `tools/call` (`annuler_reservation` au lieu de `reserver_train`), puis retire `Mcp-Method` d’un autre : les en-têtes ne disent plus la même chose que le corps.',
    layer: 'transport',
    layerWhy:
      'En 2026-07-28, `Mcp-Method` et `Mcp-Name` recopient le corps pour que les intermédiaires (répartiteurs, passerelles) routent sans le lire : le désaccord oppose l’enveloppe HTTP aux données qu’elle porte.',
    spec: 'Le serveur qui lit le corps doit (MUST) rejeter une requête dont un en-tête obligatoire (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`) manque ou ne correspond pas au corps : 400 Bad Request et l’erreur JSON-RPC -32020 (`HeaderMismatch`). Sinon, un répartiteur qui route d’après l’en-tête et le serveur qui exécute d’après le corps n’agiraient pas sur la même chose.',
    sdk: 'Le serveur du SDK répond 400 et -32020, avec un message qui nomme l’en-tête fautif (`the Mcp-Name header names "annuler_reservation"`, puis `the required Mcp-Method header is absent`). Le client du SDK relit alors `tools/list` et renvoie l’appel avec ses propres en-têtes, qui passent : la spécification demande ce réflexe (SHOULD) pour les en-têtes `Mcp-Param-*` tirés du schéma d’un outil, et ce SDK l’applique aussi ici.',
    advice:
      'Ne réécrivez jamais ces en-têtes dans un proxy : routez d’après eux, le serveur les compare au corps. Un intermédiaire qui applique une règle d’après eux devrait refuser une requête d’une révision qui ne les fait pas valider (avant 2026-07-28).',
    expected: { '2026-07-28': { codes: [-32020, -32020], statuses: [400, 400] } },
  },
  {
    scenario: 'erreur-http-session',
    whatGoesWrong:
      'Une requête `tools/list` part avec un `Mcp-Session-Id` inventé ; plus tard, après que le client a fermé sa session (DELETE), une autre présente encore l’ancien identifiant.',
    layer: 'transport',
    layerWhy:
      'En 2025, la session vit dans le transport HTTP : un en-tête de chaque requête, pas un champ des messages.',
    spec: 'En 2025, le serveur peut (MAY) attribuer une session dans l’en-tête `MCP-Session-Id` de sa réponse à `initialize` ; le client doit (MUST) alors le renvoyer sur toutes ses requêtes, et devrait (SHOULD) fermer par DELETE une session dont il n’a plus besoin. Une session terminée doit (MUST) recevoir 404 Not Found, et le client qui reçoit ce 404 doit (MUST) en ouvrir une nouvelle par un nouvel `initialize`.',
    sdk: 'Le point d’accès (celui du serveur exporté) répond 404 avec une erreur JSON-RPC sans `id` : « Session inconnue ou fermée… ». Le client du SDK lève une erreur HTTP et ne rouvre pas de session de lui-même : refaire `initialize` reste à la charge de l’application.',
    differs: true,
    advice:
      'Côté client, sur un 404, rouvrez une session puis rejouez la requête. Côté serveur, tirez des identifiants imprévisibles (UUID aléatoire) : ils servent à retrouver l’état, pas à authentifier.',
    expected: { '*': { codes: [-32000, -32000], statuses: [404, 404] } },
  },
  {
    scenario: 'erreur-http-get',
    whatGoesWrong:
      'Un client envoie au point d’accès MCP un GET (pour ouvrir un flux d’écoute), puis un DELETE (pour fermer une session), comme en 2025.',
    layer: 'transport',
    layerWhy: 'C’est la méthode HTTP elle-même qui est refusée, avant toute lecture de message.',
    spec: 'En 2026-07-28, le point d’accès n’accepte que POST : le flux ouvert par GET et les sessions ont disparu. Un serveur de cette seule révision devrait (SHOULD) répondre 405 Method Not Allowed à GET et à DELETE. Les notifications de changement arrivent dans la réponse à `subscriptions/listen`.',
    sdk: 'Le gestionnaire strict du SDK (`createMcpHandler`) répond 405, avec `Allow: POST` et `{"code":-32000,"message":"Method not allowed."}`. Le point d’accès de ce bac à sable sert aussi les clients de 2025, mais sans session il n’y a rien à écouter ni à fermer : il confie ces requêtes au gestionnaire strict.',
    advice:
      'En 2026-07-28, ouvrez `subscriptions/listen` pour être prévenu des changements (un POST dont la réponse SSE reste ouverte) ; pour finir, fermez vos flux : il n’y a pas de session à détruire.',
    expected: { '2026-07-28': { codes: [-32000, -32000], statuses: [405, 405] } },
  },
  {
    scenario: 'erreur-http-accept',
    whatGoesWrong:
      'Un intermédiaire réduit l’en-tête `Accept` d’une requête `tools/list` à `application/json` : le client ne dit plus qu’il sait lire un flux SSE.',
    layer: 'transport',
    layerWhy:
      '`Accept` dit quels formats de réponse le client sait lire : une affaire de HTTP, pas de JSON-RPC.',
    spec: 'Le client doit (MUST) lister `application/json` et `text/event-stream` dans `Accept` : le serveur choisit ensuite, requête par requête, une réponse JSON ou un flux SSE. La spécification ne dit pas comment le serveur traite un `Accept` incomplet.',
    sdk: 'Le serveur de 2025 du SDK (`WebStandardStreamableHTTPServerTransport`) refuse : 406 Not Acceptable (« Client must accept both application/json and text/event-stream »). Le gestionnaire de 2026-07-28 (`createMcpHandler`) ne regarde pas `Accept` : il répond 200, en JSON.',
    advice:
      'Envoyez toujours les deux types : un serveur peut passer en SSE dès qu’un outil envoie une notification avant son résultat.',
    expected: {
      '2026-07-28': {},
      '2025-11-25': { codes: [-32000], statuses: [406] },
      '2025-06-18': { codes: [-32000], statuses: [406] },
    },
  },
  {
    scenario: 'erreur-http-corps',
    whatGoesWrong:
      'Un corps de POST coupé au milieu (`{"jsonrpc":"2.0","id":"labo-1","method":"tools/li`), puis un corps valide envoyé avec `Content-Type: text/plain`.',
    layer: 'transport',
    layerWhy:
      'Le corps HTTP n’est pas lisible comme du JSON, ou n’est pas annoncé comme tel : l’échec précède la couche données.',
    spec: 'Le corps d’un POST doit (MUST) être un seul message JSON-RPC. JSON-RPC 2.0 répond -32700 (Parse error), avec `id: null`, à un texte qui n’est pas du JSON.',
    sdk: 'Le serveur du SDK répond 400 Bad Request et `{"code":-32700,"message":"Parse error: Invalid JSON"}`, puis 415 Unsupported Media Type au corps annoncé en `text/plain`. Contraste avec stdio, où ce SDK saute en silence une ligne qui n’est pas du JSON.',
    advice:
      'Sérialisez avec une bibliothèque JSON, jamais à la main, et annoncez `Content-Type: application/json`. Côté serveur, laissez le SDK lire le corps : il répond déjà ce qu’il faut.',
    expected: { '*': { codes: [-32700, -32000], statuses: [400, 415] } },
  },
  {
    scenario: 'erreur-oauth-iss',
    whatGoesWrong:
      'Le serveur d’autorisation renvoie le navigateur vers le client avec un `code` et un `iss` qui n’est pas le sien (`https://autre-auth.atelier.test`) : la réponse prétend venir d’un autre serveur que celui que le client a découvert.',
    layer: 'transport',
    layerWhy:
      'Tout se passe dans les échanges HTTP de l’autorisation (redirection, paramètres d’adresse), avant le moindre message JSON-RPC.',
    spec: 'En 2026-07-28, le client doit (MUST) noter l’`issuer` des métadonnées validées avant de rediriger, puis comparer l’`iss` de la réponse à cette valeur, caractère par caractère, avant d’envoyer le code à un point `/token` (RFC 9207) : c’est la parade contre l’attaque par confusion (mix-up). La page d’autorisation de 2025-11-25 ne parle ni d’`iss` ni de RFC 9207.',
    sdk: 'Dans les deux révisions, `finishAuth` du SDK compare `iss` à l’émetteur découvert et lève `IssuerMismatchError` (« Issuer mismatch in authorization response (RFC 9207) ») : la trace s’arrête à la redirection, aucune requête `/token` n’est partie et le client n’a aucun jeton. En 2025-11-25, le SDK applique donc une règle que cette révision n’écrit pas.',
    advice:
      'Côté serveur d’autorisation, mettez toujours votre propre `iss` dans la redirection, erreurs comprises, et annoncez `authorization_response_iss_parameter_supported: true`. Côté client, ne comparez jamais après « normalisation » : la comparaison est exacte.',
    expected: { '*': { statuses: [401], redirects: ['code'] } },
  },
  {
    scenario: 'erreur-oauth-audience',
    whatGoesWrong:
      'Le client demande un jeton pour `https://crm.atelier.test/mcp` (paramètre `resource`), mais le serveur d’autorisation le délivre pour une autre audience, `https://autre-serveur.atelier.test/mcp`.',
    layer: 'transport',
    layerWhy:
      'Le jeton voyage dans l’en-tête HTTP `Authorization` ; le serveur le refuse avant de lire le corps JSON-RPC.',
    spec: 'Le serveur MCP doit (MUST) vérifier que le jeton a été émis pour lui (son audience) et refuser tout autre jeton : sinon, un jeton volé chez un service servirait chez un autre. Le client, de son côté, nomme le serveur visé par le paramètre `resource` (RFC 8707) à l’autorisation et à `/token`.',
    sdk: 'Le garde `requireBearerAuth` du SDK, avec `expectedResource`, répond 401 et `WWW-Authenticate: Bearer error="invalid_token"`. Le client du SDK rafraîchit alors son jeton (deuxième `/token`, réponse 200), le représente, reçoit le même refus et abandonne (« 401 after re-authentication ») : aucune requête MCP n’est servie.',
    advice:
      'Côté serveur MCP, vérifiez toujours l’audience (`expectedResource`), même si le serveur d’autorisation est « à vous ». Côté serveur d’autorisation, émettez le jeton pour la ressource que le client a nommée.',
    expected: { '*': { statuses: [401, 401, 401], redirects: ['code'], tokens: [200, 200] } },
  },
  {
    scenario: 'erreur-oauth-verificateur-absent',
    whatGoesWrong:
      'Le client échange son code contre un jeton sans présenter de `code_verifier` (paramètre vide).',
    layer: 'transport',
    layerWhy:
      'C’est un formulaire HTTP envoyé au point `/token` du serveur d’autorisation : le serveur MCP n’est même pas contacté.',
    spec: 'Le client doit (MUST) utiliser PKCE avec la méthode `S256` : il envoie l’empreinte (`code_challenge`) à l’autorisation, puis le secret (`code_verifier`) à `/token`. Sans ce secret, le serveur d’autorisation ne peut pas vérifier que celui qui échange le code est celui qui l’a demandé (OAuth 2.1).',
    sdk: 'Le serveur d’autorisation de la page répond 400 `invalid_request` (« code_verifier manquant »). Le SDK lève une `OAuthError` : aucun jeton, la connexion reste sans autorisation.',
    advice:
      'Gardez le `code_verifier` avec la demande en cours (le SDK le confie à `saveCodeVerifier` de votre fournisseur) et ne le perdez pas entre la redirection et l’échange : un fournisseur qui ne le conserve pas ne peut pas finir l’autorisation.',
    expected: { '*': { statuses: [401, 400], redirects: ['code'], tokens: [400] } },
  },
  {
    scenario: 'erreur-oauth-verificateur-faux',
    whatGoesWrong:
      'Le client présente un `code_verifier` qui n’est pas celui dont il a envoyé l’empreinte (`code_challenge`) : c’est ce que ferait quelqu’un qui a intercepté le code sans connaître le secret.',
    layer: 'transport',
    layerWhy:
      'Le refus vient du point `/token` du serveur d’autorisation, en HTTP, avant toute requête MCP.',
    spec: 'PKCE est obligatoire (MUST) : le serveur d’autorisation calcule l’empreinte SHA-256 du `code_verifier` reçu et la compare au `code_challenge` de la demande. Si elles diffèrent, le code ne vaut rien (`invalid_grant`), et un code ne sert qu’une fois (OAuth 2.1).',
    sdk: 'Le serveur d’autorisation répond 400 `invalid_grant`. Le SDK oublie ses jetons et retente l’échange une fois avec le même code : refusé à nouveau (le code a déjà servi). Il lève une `OAuthError` : deux `/token` en 400, aucun jeton.',
    advice:
      'Ne tirez jamais le `code_verifier` d’une source prévisible et ne le partagez pas : c’est lui qui rend un code intercepté inutilisable.',
    expected: { '*': { statuses: [401, 400, 400], redirects: ['code'], tokens: [400, 400] } },
  },
  {
    scenario: 'erreur-oauth-state',
    whatGoesWrong:
      'Deux demandes d’autorisation sont parties ; l’utilisateur répond dans l’onglet de la première. La redirection revient avec un `code` valide, mais avec le `state` de l’ancienne demande.',
    layer: 'transport',
    layerWhy:
      'Le paramètre `state` voyage dans les adresses de l’autorisation ; l’hôte le vérifie à la réception de la redirection, avant tout message MCP.',
    spec: 'Le client devrait (SHOULD) utiliser `state` et vérifier sa valeur, et écarter toute réponse où il manque ou diffère de celui de la demande (considérations de sécurité, 2025-11-25 comme 2026-07-28) : c’est la parade contre la falsification de requête (CSRF).',
    sdk: 'Le SDK 2.4.0 ne vérifie pas `state` : remis tel quel à `finishAuth`, le code serait échangé. C’est donc l’hôte de l’Atelier qui compare le `state` reçu à celui qu’il a remis et écarte la réponse : la trace s’arrête à la redirection, aucune requête `/token`.',
    differs: true,
    advice:
      'Si vous écrivez un hôte avec ce SDK, vérifiez `state` vous-même avant d’appeler `finishAuth` : tirez une valeur imprévisible par demande et gardez-la avec la demande.',
    expected: { '*': { statuses: [401, 401], redirects: ['code'] } },
  },
  {
    scenario: 'erreur-oauth-refus',
    whatGoesWrong: 'Sur la page de consentement, l’utilisateur choisit « Refuser ».',
    layer: 'transport',
    layerWhy:
      'Le refus revient par une redirection HTTP vers le client ; aucun message MCP n’est échangé.',
    spec: 'Le serveur d’autorisation renvoie le navigateur vers le client avec `error=access_denied` (OAuth 2.1), le `state` de la demande et, en 2026-07-28, son `iss` (SHOULD, erreurs comprises) ; le client compare cet `iss` avant de lire l’erreur (MUST NOT l’afficher sinon).',
    sdk: 'L’hôte vérifie `state`, puis remet la réponse au SDK : `finishAuth` compare `iss`, puis lève une `OAuthError` au code `access_denied`. Aucune requête `/token`, aucun jeton ; le serveur MCP reste inaccessible.',
    advice:
      'Un refus n’est pas une panne : dites-le à l’utilisateur avec le texte de l’hôte, ne relancez pas l’autorisation en boucle, et laissez-le recommencer quand il le décide.',
    expected: { '*': { statuses: [401], redirects: ['access_denied'] } },
  },
  {
    scenario: 'erreur-oauth-rafraichissement',
    whatGoesWrong:
      'Le jeton d’accès a expiré, et le jeton de rafraîchissement aussi : le client ne peut plus prolonger sa session.',
    layer: 'transport',
    layerWhy:
      'L’expiration se voit dans les réponses HTTP (401, puis 400 de `/token`) ; l’appel d’outil attend derrière.',
    spec: 'Un client qui a reçu un jeton de rafraîchissement l’échange à `/token` (`grant_type=refresh_token`) ; pour un client public, le serveur d’autorisation doit (MUST) faire tourner ces jetons (un nouveau à chaque usage). Un jeton expiré reçoit `invalid_grant` : il faut une nouvelle autorisation.',
    sdk: 'Le client du SDK reçoit 401 sur `tools/call`, tente le rafraîchissement, reçoit 400 `invalid_grant`, oublie ses jetons et ouvre une nouvelle demande d’autorisation (l’appel échoue avec `UnauthorizedError`). Après un nouveau consentement, le code est échangé et l’appel suivant réussit.',
    advice:
      'Prévoyez ce chemin dans l’hôte : un rafraîchissement refusé doit ramener l’utilisateur à la page de consentement, pas afficher une erreur obscure.',
    expected: {
      '*': { statuses: [401, 401, 400], redirects: ['code', 'code'], tokens: [200, 400, 200] },
    },
  },
  {
    scenario: 'erreur-oauth-relais-de-jeton',
    whatGoesWrong:
      'Le serveur MCP reçoit le jeton du client (audience : `https://crm.atelier.test/mcp`) et le transmet tel quel, dans son propre en-tête `Authorization`, à une autre API (`https://agenda.atelier.test/api`) protégée par le même serveur d’autorisation.',
    layer: 'transport',
    layerWhy:
      'Le jeton voyage dans un en-tête HTTP, d’un serveur à une autre API : aucun message MCP n’est en jeu.',
    spec: 'Le relais de jeton (token passthrough) est explicitement interdit : un serveur MCP ne doit (MUST) accepter que les jetons émis pour lui, et ne doit pas transmettre le jeton du client à une API en aval. S’il a besoin d’appeler une autre API, il obtient son propre jeton, émis pour elle (il joue alors le rôle de client OAuth). Sinon, l’API en aval croirait le jeton vérifié par le serveur MCP (problème du « confused deputy »).',
    sdk: 'L’étape est jouée par l’Atelier (le relais est le fait du serveur, pas du SDK) ; le refus, lui, est réel : l’autre API est gardée par `requireBearerAuth` du SDK avec sa propre `expectedResource`, et répond 401 `WWW-Authenticate: Bearer error="invalid_token"`. Une API qui ne vérifierait pas l’audience aurait accepté le jeton.',
    advice:
      'Ne transmettez jamais le jeton reçu. Pour appeler une API en aval, demandez un jeton pour elle (paramètre `resource` à son nom), et vérifiez toujours l’audience des jetons que vous recevez.',
    expected: { '*': { statuses: [401, 401], redirects: ['code'], tokens: [200] } },
  },
];
/** The error lab's explanations, one per lab scenario, validated. */
export const labExplanations: readonly LabExplanation[] = parseContent(
  z.array(LabExplanationSchema),
  inputs,
  'content/error-lab/explanations',
);

export function getLabExplanation(scenario: string): LabExplanation | undefined {
  return labExplanations.find((e) => e.scenario === scenario);
}
