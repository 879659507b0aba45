/**
 * Interface strings of the terminal panel and of its REPL (lib/terminal). `{{…}}` placeholders
 * are filled at run time. Text printed inside the terminal avoids no-break spaces only where a
 * monospace grid would misalign them; French typography is kept everywhere else.
 */
import { count, type Slots } from './message';

export const terminalMessages = {
  heading: 'Terminal JSON-RPC',
  intro:
    'Le fil brut de la session\u00A0: chaque message tel qu’il passerait sur stdio, une ligne JSON par message. Vous pouvez aussi jouer le client et taper vos propres messages.',
  open: 'Ouvrir le terminal',
  close: 'Fermer le terminal',
  loading: 'Chargement du terminal…',
  loadError: (v: Slots<'message'>) => `Le terminal n’a pas pu se charger\u00A0: ${v.message}`,
  terminalLabel: 'Terminal JSON-RPC (tapez «\u00A0aide\u00A0» puis Entrée)',
  framedLabel: 'Couche texte (une ligne JSON par message, comme sur stdio)',
  framedHelp:
    'Pour taper du JSON-RPC brut, les messages doivent voyager comme des lignes de texte, comme entre un client et un serveur lancé en sous-processus (stdio)\u00A0: chaque ligne est lue par l’analyseur du SDK. Sans cette couche, client et serveur s’échangent des objets en mémoire et rien ne peut être mal écrit. Activer ou couper la couche rejoue le scénario.',
  httpOnly: (v: Slots<'method'>) =>
    `${v.method} est une requête HTTP sans corps\u00A0: choisissez le transport «\u00A0Streamable HTTP\u00A0» pour l’envoyer.`,
  httpStatus: (v: Slots<'step' | 'status'>) => `← étape ${v.step}\u00A0: ${v.status}`,
  overHttp:
    'Le bac à sable joue sur Streamable HTTP\u00A0: chaque ligne tapée part dans un POST, avec les en-têtes que le client du SDK donnerait au même corps, et la réponse HTTP revient dans la trace.',
  framedOn: 'La couche texte est active\u00A0: vos lignes passent par l’analyseur du SDK.',
  framedTurnedOn: 'La couche texte a été activée pour le terminal\u00A0: le scénario a été rejoué.',
  logLabel: 'Réponses du terminal',
  serverLabel: 'Serveur visé',
  noSession: 'Aucune session n’est prête\u00A0: attendez la fin du scénario.',
  legend:
    'Couleurs\u00A0: requêtes en bleu, résultats en vert, erreurs en rouge, notifications en jaune, incidents du transport en magenta. Cliquez sur un numéro «\u00A0#12\u00A0» (ou tapez `etape 12`) pour voir l’étape dans le diagramme.',
  keyboardHint:
    'Entrée envoie, ↑/↓ parcourent l’historique, Tab complète, Ctrl+C annule la requête en cours, Ctrl+L efface l’écran. Copier-coller\u00A0: sélection puis Ctrl+C/Ctrl+Maj+C, et Ctrl+V.',
  lastStep: (v: Slots<'step'>) => `Dernière étape reçue\u00A0: #${v.step}`,
  showStep: (v: Slots<'step'>) => `Voir l’étape #${v.step} dans le diagramme`,
  // Inside the terminal.
  banner: (v: Slots<'scenario' | 'version' | 'server'>) =>
    `Terminal JSON-RPC — scénario «\u00A0${v.scenario}\u00A0», révision ${v.version}, serveur «\u00A0${v.server}\u00A0».`,
  bannerHelp:
    'Tapez «\u00A0aide\u00A0» pour la liste des commandes, ou un message JSON-RPC complet.',
  newSession: (v: Slots<'scenario' | 'version'>) =>
    `— nouvelle session\u00A0: scénario «\u00A0${v.scenario}\u00A0», révision ${v.version} —`,
  toServer: 'client → serveur',
  toClient: 'serveur → client',
  transport: 'transport',
  interrupted: '^C',
  pasteDropped: (v: Slots<'count'>) =>
    Number(v.count) === 1
      ? 'Ctrl+C\u00A0: la ligne collée restante ne sera pas envoyée.'
      : `Ctrl+C\u00A0: les ${v.count}\u00A0lignes collées restantes ne seront pas envoyées.`,
  cancelled: (v: Slots<'id'>) =>
    `Requête ${v.id} annulée\u00A0: la ligne notifications/cancelled est partie vers le serveur, qui ne devrait plus répondre.`,
  busy: 'Une requête est en cours\u00A0: attendez sa réponse ou annulez-la avec Ctrl+C.',
  waitingReplay:
    'La session se rejoue\u00A0: votre ligne partira dès qu’elle sera prête (Ctrl+C l’abandonne).',
  sending: (v: Slots<'count'>) => `Envoi de la ligne (${count(Number(v.count), 'caractère')})…`,
  completions: (v: Slots<'list'>) => `Possibilités\u00A0: ${v.list}`,
  help: [
    'Commandes (chacune construit la ligne JSON-RPC exacte pour la révision en cours)\u00A0:',
    '  `aide`                       cette aide',
    '  `decouvrir`                  `server/discover` (révision 2026-07-28)',
    '  `initialiser [révision]`     `initialize` puis `notifications/initialized` (révisions 2025), par exemple `initialiser 2025-06-18`',
    '  `outils`                     `tools/list`',
    '  `appeler <outil> <json>`     `tools/call`, par exemple\u00A0: `appeler get_weather {"ville":"Lyon"}`',
    '  `ressources`                 `resources/list`',
    '  `lire <uri>`                 `resources/read`',
    '  `prompts`                    `prompts/list`',
    '  `prompt <nom> <json>`        `prompts/get` avec ses arguments',
    '  `outils <curseur>`           une page suivante\u00A0: le `nextCursor` reçu, tel quel (de même pour `ressources` et `prompts`)',
    '  `completer <gabarit> <arg> <début>`  `completion/complete`, par exemple\u00A0: `completer docs://faq/{sujet} sujet c` (ou `prompt:<nom>`)',
    '  `journal <niveau>`           `logging/setLevel` (2025\u00A0; en 2026-07-28 le serveur répond -32601)',
    '  `abonner <uri>`              `resources/subscribe` en 2025, `subscriptions/listen` avec `resourceSubscriptions` en 2026-07-28',
    '  `desabonner <uri>`           `resources/unsubscribe` (2025)',
    '  `etape <n>`                  montre l’étape n dans le diagramme',
    '  `effacer`                    efface l’écran (l’historique reste)',
    '  `GET`, `DELETE`              sur Streamable HTTP, une requête HTTP sans corps au point d’accès',
  ],
  /** The help's last lines: a raw line that works in the revision on screen, as it is typed. */
  helpExample: (v: Slots<'revision' | 'line'>) =>
    `Ou tapez un message complet, par exemple en ${v.revision}\u00A0: \`${v.line}\``,
  helpMeta:
    'En 2026-07-28, chaque requête porte `params._meta` avec trois clés `io.modelcontextprotocol/*`\u00A0: version, identité et capacités du client. Sans elles, le serveur répond -32602.',
  helpLegacy:
    'En 2025, une requête n’a pas de `_meta`\u00A0: la session ouverte par `initialize` dit déjà qui est le client.',
  metaNote:
    'Révision 2026-07-28\u00A0: la requête porte `params._meta` (`protocolVersion`, `clientInfo`, `clientCapabilities`), sinon le serveur la refuse.',
  commandHint: (v: Slots<'word'>) =>
    `Si vous vouliez une commande de ce terminal, tapez \`aide\`\u00A0: «\u00A0${v.word}\u00A0» n’en est pas une, la ligne est donc partie telle quelle vers le serveur.`,
  usageCall:
    'Usage\u00A0: `appeler <outil> <arguments JSON>`, par exemple `appeler get_weather {"ville":"Lyon"}`',
  usageRead: 'Usage\u00A0: `lire <uri>`, par exemple `lire orders://schema`',
  usagePrompt:
    'Usage\u00A0: `prompt <nom> <arguments JSON>`, par exemple `prompt triage {"priorite":"haute"}`',
  usageInitialize: (v: Slots<'asked' | 'supported'>) =>
    `Rien n’a été envoyé\u00A0: «\u00A0${v.asked}\u00A0» n’est pas une révision que \`initialiser\` connaît. Révisions acceptées\u00A0: ${v.supported} (en 2026-07-28, la session s’ouvre par \`decouvrir\`). Pour proposer une autre version, écrivez la requête \`initialize\` en JSON.`,
  usageStep: 'Usage\u00A0: `etape <numéro>`, par exemple `etape 3`',
  usageComplete:
    'Usage\u00A0: `completer <gabarit ou prompt:nom> <argument> <début>`, par exemple `completer docs://faq/{sujet} sujet c`',
  usageLogLevel:
    'Usage\u00A0: `journal <niveau>`, un de debug, info, notice, warning, error, critical, alert, emergency',
  usageSubscribe: 'Usage\u00A0: `abonner <uri>`, par exemple `abonner etat://production`',
  unsubscribeModern:
    'En 2026-07-28, pas de resources/unsubscribe\u00A0: le client ferme son flux subscriptions/listen (sur stdio, par notifications/cancelled avec l’id de la requête d’écoute).',
  replyNextPage: (v: Slots<'cursor'>) =>
    `La liste continue\u00A0: tapez la même commande suivie de ${v.cursor} pour la page suivante.`,
  listenOpen: (v: Slots<'step' | 'id'>) =>
    `Flux ouvert (étape #${v.step})\u00A0: le serveur accuse réception de l’abonnement ${v.id}, avec ce qu’il accepte d’envoyer.`,
  listenStaysOpen: (v: Slots<'id'>) =>
    `Le flux reste ouvert\u00A0: ses notifications porteront l’identifiant ${v.id}. Pour le fermer, envoyez notifications/cancelled dont le requestId vaut ${v.id}.`,
  replyCompletion: (v: Slots<'count' | 'values'>) =>
    `${count(Number(v.count), 'suggestion')}\u00A0: ${v.values}`,
  badArgumentsJson: (v: Slots<'message'>) =>
    `Les arguments doivent être un objet JSON, par exemple \`{"ville":"Lyon"}\`\u00A0: ${v.message}`,
  noSuchStep: (v: Slots<'step' | 'total'>) =>
    `Il n’y a pas d’étape ${v.step} (la session en compte ${v.total}).`,
  stepShown: (v: Slots<'step'>) => `Étape #${v.step} affichée dans le diagramme.`,
  notFramed:
    'La couche texte est coupée\u00A0: activez-la au-dessus du terminal pour envoyer des lignes brutes.',
  // Outcomes.
  replyResult: (v: Slots<'step' | 'id'>) => `Réponse #${v.step} (id ${v.id})\u00A0: résultat.`,
  replyTools: (v: Slots<'count' | 'names'>) =>
    `${count(Number(v.count), 'outil')}\u00A0: ${v.names}`,
  replyResources: (v: Slots<'count' | 'names'>) =>
    `${count(Number(v.count), 'ressource')}\u00A0: ${v.names}`,
  replyPrompts: (v: Slots<'count' | 'names'>) =>
    `${count(Number(v.count), 'prompt')}\u00A0: ${v.names}`,
  replyIsError:
    'Le résultat porte `isError: true`\u00A0: l’outil a échoué à l’exécution. Le texte est destiné au modèle, qui peut corriger et réessayer.',
  replyError: (v: Slots<'step' | 'id' | 'code' | 'meaning'>) =>
    `Réponse #${v.step} (id ${v.id})\u00A0: erreur JSON-RPC ${v.code} — ${v.meaning}.`,
  replyErrorMessage: (v: Slots<'message'>) => `Message du SDK\u00A0: ${v.message}`,
  envelopeHint:
    'En 2026-07-28, chaque requête doit porter params._meta avec io.modelcontextprotocol/protocolVersion, …/clientInfo et …/clientCapabilities. Essayez la commande «\u00A0outils\u00A0», qui les ajoute.',
  parseErrorServer: (v: Slots<'step'>) =>
    `Erreur d’analyse (étape #${v.step})\u00A0: le lecteur stdio du serveur n’en a pas fait un message.`,
  parseErrorDetail: (v: Slots<'detail'>) =>
    `Message de l’analyseur du SDK (deserializeMessage)\u00A0: ${v.detail}`,
  parseErrorRule:
    'Règle de la spécification\u00A0: sur stdio, le client ne doit rien écrire sur l’entrée du serveur qui ne soit pas un message MCP valide (et le serveur rien d’autre sur sa sortie).',
  parseErrorNotJson:
    'Ce n’est pas du JSON. Ce SDK saute une telle ligne en silence (ReadBuffer)\u00A0: pas d’erreur, pas de réponse, alors que JSON-RPC 2.0 prévoit -32700 (Parse error). Un autre serveur peut être plus strict et couper la connexion.',
  parseErrorNotRpc:
    'C’est du JSON, mais pas un message que ce SDK accepte\u00A0: JSON-RPC veut `"jsonrpc": "2.0"` et une méthode ou un résultat, et MCP exige en plus un `id` chaîne ou nombre, jamais `null`. Ce SDK le signale de son côté (onerror) et ne répond rien, là où JSON-RPC 2.0 prévoit -32600 (Invalid Request) pour ce qui n’est pas une requête JSON-RPC. Un autre serveur peut couper la connexion.',
  noReplyNotification: (v: Slots<'step'>) =>
    `Notification envoyée (étape #${v.step})\u00A0: une notification n’a pas d’id, le serveur n’y répond jamais.`,
  noReplyResponse: (v: Slots<'step'>) =>
    `Ligne envoyée (étape #${v.step})\u00A0: c’est une réponse, pas une requête\u00A0; le serveur n’y répond pas.`,
  noReply: (v: Slots<'step'>) => `Aucune réponse du serveur (étape #${v.step} enregistrée).`,
  timeout: (v: Slots<'id' | 'ms'>) =>
    `Délai dépassé\u00A0: pas de réponse à la requête ${v.id} après ${v.ms}\u00A0ms. Le terminal l’annule (notifications/cancelled).`,
  failed: (v: Slots<'message'>) => `Échec\u00A0: ${v.message}`,
} as const;
