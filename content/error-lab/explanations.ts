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
