import type { QuestionInput } from '@/lib/quiz/schema';
import { toolsText } from '@/lib/quiz/fix-text';
import { sources } from './sources';

/** Errors: protocol errors against `isError` results, every code, and good error messages. */
export const erreursQuestions: QuestionInput[] = [
  {
    id: 'err-date-passee',
    theme: 'erreurs',
    lessons: ['erreurs'],
    type: 'single',
    prompt:
      'Un outil de réservation reçoit une date de départ déjà passée. Comment le serveur doit-il le signaler ?',
    choices: [
      {
        id: 'is-error',
        text: 'Par un résultat `isError: true` qui explique le refus.',
        explanation:
          'C’est une erreur d’exécution d’outil : le client la transmet au modèle, qui lit « la date doit être dans le futur » et corrige son appel tout seul.',
      },
      {
        id: 'invalid-params',
        text: 'Par une erreur JSON-RPC -32602, puisqu’un paramètre a une valeur invalide.',
        explanation:
          'La requête est bien formée ; c’est sa valeur qui pose un problème métier. Une erreur de protocole a moins de chances d’arriver jusqu’au modèle et de l’aider à se corriger.',
      },
      {
        id: 'vide',
        text: 'Par un résultat normal au texte vide.',
        explanation: 'C’est un échec silencieux : le modèle croira que la réservation a réussi.',
      },
      {
        id: 'interne',
        text: 'Par une erreur -32603 (erreur interne).',
        explanation:
          '-32603 signale une panne du serveur lui-même, pas une donnée refusée par les règles métier.',
      },
    ],
    answer: 'is-error',
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-metier', at: 'result:tools/call' },
  },
  {
    id: 'err-classer-protocole-ou-outil',
    theme: 'erreurs',
    lessons: ['erreurs'],
    type: 'classify',
    prompt:
      'Erreur de protocole ou résultat `isError: true` ? Rangez chaque échec d’un `tools/call` comme le fait ce SDK.',
    categories: [
      { id: 'protocole', label: 'Erreur de protocole (JSON-RPC)' },
      { id: 'outil', label: 'Résultat `isError: true`' },
    ],
    items: [
      {
        id: 'outil-inconnu',
        text: 'L’outil `no_such_tool` n’existe pas.',
        category: 'protocole',
        explanation:
          'Erreur -32602 : la requête désigne quelque chose qui n’existe pas, le modèle ne peut guère s’en remettre seul.',
      },
      {
        id: 'mauvais-type',
        text: '`city` vaut 42 alors que le schéma attend une chaîne.',
        category: 'outil',
        explanation:
          'Le SDK confronte les arguments à l’`inputSchema` et répond par un résultat `isError: true` commençant par `Input validation error` : le modèle peut corriger.',
      },
      {
        id: 'arguments-chaine',
        text: '`arguments` est une chaîne au lieu d’un objet.',
        category: 'protocole',
        explanation:
          'Erreur -32602 `Invalid tools/call request` : la requête ne respecte même pas la forme de `tools/call`.',
      },
      {
        id: 'base-indisponible',
        text: 'La base de données en amont est indisponible.',
        category: 'outil',
        explanation:
          'Un échec d’exécution : le résultat le dit au modèle, qui peut prévenir l’utilisateur ou réessayer plus tard.',
      },
      {
        id: 'exception',
        text: 'Le code de l’outil lève une exception.',
        category: 'outil',
        explanation:
          'Ce SDK rattrape l’exception et renvoie un résultat `isError: true` portant son message.',
      },
      {
        id: 'methode-inconnue',
        text: 'La méthode `foo/bar` n’existe pas.',
        category: 'protocole',
        explanation: 'Erreur -32601 : méthode introuvable.',
      },
      {
        id: 'sortie-non-conforme',
        text: 'Le `structuredContent` ne respecte pas l’`outputSchema` déclaré.',
        category: 'outil',
        explanation:
          'Ce SDK le signale par un résultat `isError: true` (« Output validation error »).',
      },
    ],
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-protocole-vs-execution', at: 'error:tools/call' },
    takeaway:
      'Erreur de protocole : la requête elle-même est fautive. `isError: true` : la requête était correcte, c’est l’exécution qui a échoué.',
  },
  {
    id: 'err-code-32700',
    theme: 'erreurs',
    type: 'single',
    prompt: 'Que signifie le code d’erreur JSON-RPC -32700 ?',
    choices: [
      {
        id: 'parse',
        text: 'Erreur d’analyse : le texte reçu n’est pas du JSON lisible.',
        explanation:
          'Parse error : le destinataire n’a pas pu lire le JSON reçu, par exemple une ligne tronquée écrite sur l’entrée standard du serveur. C’est la réponse de celui qui reçoit le texte illisible.',
      },
      {
        id: 'invalid-request',
        text: 'Requête invalide : le JSON reçu n’est pas une requête valable.',
        explanation:
          'C’est -32600 : le texte est du JSON valide, mais pas une requête JSON-RPC valable.',
      },
      {
        id: 'method',
        text: 'Méthode introuvable : le serveur ne connaît pas la méthode demandée.',
        explanation: 'C’est -32601.',
      },
      {
        id: 'delai',
        text: 'Délai dépassé\u00A0: le serveur n’a pas répondu dans le temps imparti.',
        explanation:
          'JSON-RPC ne définit aucun code de délai ; un délai dépassé est une erreur locale du client, pas une réponse du serveur.',
      },
    ],
    answer: 'parse',
    source: sources.jsonRpcErreurs,
  },
  {
    id: 'err-code-32600',
    theme: 'erreurs',
    type: 'single',
    prompt:
      'Quel code désigne une requête invalide : du JSON correct, mais qui n’est pas une requête JSON-RPC valable ?',
    choices: [
      {
        id: '32600',
        text: '-32600',
        explanation:
          'Invalid Request : par exemple un objet sans champ `jsonrpc`, ou dont la méthode n’est pas une chaîne.',
      },
      {
        id: '32700',
        text: '-32700',
        explanation:
          'Celui-là signale un texte qui n’est même pas du JSON : on n’a pas pu l’analyser.',
      },
      {
        id: '32602',
        text: '-32602',
        explanation:
          'Il concerne une requête valide dont les paramètres ne conviennent pas à la méthode.',
      },
      {
        id: '32603',
        text: '-32603',
        explanation: 'Erreur interne : le serveur a échoué pour une raison qui lui est propre.',
      },
    ],
    answer: '32600',
    source: sources.jsonRpcErreurs,
    link: { scenario: 'erreur-message-malforme' },
  },
  {
    id: 'err-trace-silence-sans-jsonrpc',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'message-sans-jsonrpc-2025',
    prompt: 'Ce message n’a jamais reçu de réponse. Que dit la spécification, et que fait ce SDK ?',
    choices: [
      {
        id: 'silence',
        text: 'JSON-RPC demande -32600 ; ce SDK, lui, ne répond rien.',
        explanation:
          'La spécification veut une réponse d’erreur (avec un `id` nul si on n’a pas pu le lire). Ce SDK refuse la ligne à la lecture, sans rien répondre : seul le serveur voit le problème, et l’expéditeur attend jusqu’à son délai.',
      },
      {
        id: '32700',
        text: 'Ce SDK répond -32700 (erreur d’analyse), comme le veut la spécification.',
        explanation:
          'Le texte était du JSON valide : -32700 ne convient pas, et de toute façon rien n’est revenu.',
      },
      {
        id: 'silence-permis',
        text: 'La spécification autorise le silence face à un message invalide.',
        explanation:
          'Une requête invalide appelle une erreur -32600 ; seules les notifications ne reçoivent jamais de réponse.',
      },
      {
        id: 'corrige',
        text: 'Le SDK complète le champ manquant et répond à `tools/list`.',
        explanation:
          'Aucune implémentation ne devine un champ manquant ; ici rien n’a été répondu.',
      },
    ],
    answer: 'silence',
    source: sources.jsonRpcErreurs,
    specNote:
      'La spécification JSON-RPC 2.0 demande -32600. Le SDK TypeScript 2.4.0 ne répond rien du tout (comportement mesuré) : la question suit la spécification et signale l’écart.',
    link: {
      scenario: 'erreur-message-malforme',
      version: '2025-11-25',
      at: 'transport:parse-error',
    },
  },
  {
    id: 'err-trace-champ-jsonrpc',
    theme: 'erreurs',
    type: 'trace',
    ask: 'missing-field',
    trace: 'message-sans-jsonrpc-2025',
    missing: { message: 0, path: 'jsonrpc' },
    prompt: 'Quel champ manque à ce message pour être une requête JSON-RPC valable ?',
    choices: [
      {
        id: 'jsonrpc',
        text: '`jsonrpc`',
        explanation: 'Tout message JSON-RPC 2.0 doit l’annoncer par `"jsonrpc": "2.0"`.',
      },
      {
        id: 'params',
        text: '`params`',
        explanation: '`params` est facultatif, et `tools/list` n’en a pas besoin.',
      },
      {
        id: 'id',
        text: '`id`',
        explanation: 'Il est bien là (1) : c’est ce qui fait de ce message une requête.',
      },
      {
        id: 'meta',
        text: '`params._meta`',
        explanation:
          'En 2025-11-25, `_meta` est facultatif. C’est en 2026-07-28 que chaque requête annonce sa révision et ses capacités dans `params._meta`.',
      },
    ],
    answer: 'jsonrpc',
    source: sources.messages,
    link: {
      scenario: 'erreur-message-malforme',
      version: '2025-11-25',
      at: 'transport:parse-error',
    },
  },
  {
    id: 'err-trace-outil-inconnu',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'outil-inconnu-2026',
    prompt: 'Que signale cette réponse ?',
    choices: [
      {
        id: 'protocole',
        text: 'Une erreur de protocole : l’outil demandé n’existe pas.',
        explanation:
          'La méthode `tools/call` existe, mais le nom passé en paramètre ne correspond à aucun outil : c’est une erreur JSON-RPC, pas un résultat.',
      },
      {
        id: 'execution',
        text: 'Un échec d’exécution que le modèle peut corriger en relisant le message.',
        explanation:
          'Un échec d’exécution arrive dans un `result` avec `isError: true` ; ici c’est un objet `error`.',
      },
      {
        id: 'methode',
        text: 'Une méthode inconnue : ce serveur ne traite pas `tools/call` (-32601).',
        explanation:
          'Le code reçu est -32602 : la méthode est connue, c’est le nom de l’outil qui est faux.',
      },
      {
        id: 'panne',
        text: 'Une panne interne du serveur (-32603).',
        explanation: 'Le serveur fonctionne : il a identifié précisément ce qui manquait.',
      },
    ],
    answer: 'protocole',
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-outil-inconnu', at: 'error:tools/call' },
  },
  {
    id: 'err-trace-arguments-invalides',
    theme: 'erreurs',
    lessons: ['erreurs'],
    type: 'trace',
    ask: 'reading',
    trace: 'arguments-invalides-2026',
    prompt:
      'Ici `destination` vaut 42 au lieu d’une chaîne, et `date` manque. Comment ce serveur a-t-il répondu, et est-ce conforme à la spécification ?',
    choices: [
      {
        id: 'is-error',
        text: 'Par un résultat `isError: true` qui décrit l’erreur ; c’est conforme.',
        explanation:
          'Depuis 2025-11-25, la spécification range les erreurs de validation des entrées parmi les erreurs d’exécution : le modèle lit le message et corrige son appel.',
      },
      {
        id: '32602',
        text: 'Par une erreur -32602, comme l’exige la spécification pour tout argument invalide.',
        explanation:
          'Ce n’est pas ce que montre la trace : la réponse est un `result`. C’est pourtant ce qu’affirment beaucoup de tutoriels.',
      },
      {
        id: '32600',
        text: 'Par une erreur -32600, car la requête est mal formée.',
        explanation:
          'La requête respecte la forme de `tools/call` ; seule la valeur d’un argument pose problème.',
      },
      {
        id: 'conversion',
        text: 'En convertissant 42 en chaîne et en exécutant l’outil.',
        explanation:
          'Rien n’est converti ni exécuté : la trace montre le message `Input validation error`, qui nomme les deux problèmes, et `isError: true`.',
      },
    ],
    answer: 'is-error',
    source: sources.outilsErreurs,
    specNote:
      'L’aide-mémoire du cours montre une erreur JSON-RPC -32602 pour un argument manquant. La spécification classe les erreurs de validation des entrées parmi les erreurs d’exécution (`isError: true`), et c’est ce que fait le SDK : la question suit la spécification.',
    link: { scenario: 'erreur-arguments-invalides', at: 'result:tools/call' },
  },
  {
    id: 'err-trace-methode-inconnue',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'methode-inconnue-2026',
    prompt:
      'Un client envoie `voyages/annuler` à un serveur 2026-07-28. Que veut dire la réponse ?',
    choices: [
      {
        id: 'methode-inconnue',
        text: 'Méthode introuvable : ni MCP ni ce serveur ne définissent `voyages/annuler`.',
        explanation:
          'Le code -32601 (`Method not found`) vient de JSON-RPC : le serveur ne sait pas traiter cette méthode. Annuler un voyage serait le travail d’un outil, appelé par `tools/call`.',
      },
      {
        id: 'pas-pret',
        text: 'Le serveur n’est pas prêt\u00A0: il faut réessayer après `server/discover`.',
        explanation:
          'Il n’y a pas d’état « prêt » à attendre : un protocole sans état sert chaque requête indépendamment.',
      },
      {
        id: 'params',
        text: 'Le paramètre `numero` est invalide.',
        explanation:
          'Ce serait -32602 ; le code reçu est -32601, et les paramètres n’ont même pas été lus.',
      },
      {
        id: 'panne',
        text: 'Le serveur a bien reçu la demande, mais l’annulation a échoué.',
        explanation:
          'Un échec d’exécution arriverait dans un `result` ; ici, le code -32601 dit que la méthode elle-même est inconnue : rien n’a été exécuté.',
      },
    ],
    answer: 'methode-inconnue',
    source: sources.jsonRpcErreurs,
    link: {
      scenario: 'erreur-methode-inconnue',
      version: '2026-07-28',
      at: 'error:voyages/annuler',
    },
  },
  {
    id: 'err-quand-32603',
    theme: 'erreurs',
    type: 'single',
    prompt: 'Dans quel cas un serveur devrait-il répondre -32603 (erreur interne) ?',
    choices: [
      {
        id: 'interne',
        text: 'Quand il échoue de son fait, sans que la requête soit en cause.',
        explanation:
          'Internal error : un bogue ou une défaillance du serveur, pas une faute de l’appelant.',
      },
      {
        id: 'metier',
        text: 'Quand l’outil appelé échoue pour une raison métier, par exemple un stock épuisé.',
        explanation: 'Un échec métier se signale par un résultat `isError: true`.',
      },
      {
        id: 'params',
        text: 'Quand un paramètre obligatoire manque.',
        explanation: 'C’est le rôle de -32602 (paramètres invalides).',
      },
      {
        id: 'methode',
        text: 'Quand la méthode demandée n’existe pas.',
        explanation: 'C’est le rôle de -32601 (méthode introuvable).',
      },
    ],
    answer: 'interne',
    source: sources.jsonRpcErreurs,
  },
  {
    id: 'err-trace-succes-muet',
    theme: 'erreurs',
    type: 'trace',
    ask: 'missing-field',
    trace: 'succes-muet-2026',
    missing: { message: 1, path: 'result.isError' },
    prompt:
      'La date demandée, 2020-03-01, est passée : l’outil n’a rien réservé. Quel champ manque à sa réponse pour que le modèle le sache ?',
    choices: [
      {
        id: 'is-error',
        text: '`result.isError`',
        explanation:
          'Il faut `isError: true`, avec un texte qui dit quoi corriger. Sans lui, et avec un texte vide, la réponse passe pour un succès : le modèle croit la place réservée. L’outil `reserver_train` du même scénario répond `isError: true` avec la date du jour.',
      },
      {
        id: 'error',
        text: '`error`, une erreur JSON-RPC',
        explanation:
          'Une erreur de protocole ne convient pas : la requête était correcte, c’est l’exécution qui échoue. Le modèle ne la verrait peut-être même pas : un client peut transmettre une erreur de protocole au modèle, sans y être tenu.',
      },
      {
        id: 'result-type',
        text: '`result.resultType`',
        explanation:
          'Il est présent (`complete`) : il dit que l’appel est terminé, pas qu’il a réussi.',
      },
      {
        id: 'id',
        text: '`id`',
        explanation: 'Il est présent (2), et reprend celui de la requête.',
      },
    ],
    answer: 'is-error',
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-metier', at: 'result:tools/call', occurrence: 2 },
  },
  {
    id: 'err-ressource-introuvable',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'ressource-inconnue-2026',
    prompt: 'Le client demande une ressource qui n’existe pas. Comment lire cette réponse ?',
    choices: [
      {
        id: '32602',
        text: 'Une erreur -32602 qui rappelle l’URI fautive dans `data`.',
        explanation:
          'En 2026-07-28, « ressource introuvable » est un cas de paramètres invalides : -32602, avec l’URI dans `data.uri`.',
      },
      {
        id: 'vide',
        text: 'Un résultat vide\u00A0: la ressource n’a pas de contenu.',
        explanation: 'La réponse porte un objet `error`, pas un `result`.',
      },
      {
        id: '32002',
        text: 'L’erreur -32002 « Resource not found », propre à MCP.',
        explanation:
          'C’était le code des révisions 2025 et antérieures ; 2026-07-28 l’a remplacé par -32602, que ce SDK utilise dans toutes les révisions.',
      },
      {
        id: 'is-error',
        text: 'Un résultat `isError: true`, comme pour un outil.',
        explanation: '`isError` n’existe que dans les résultats d’outils.',
      },
    ],
    answer: '32602',
    source: sources.codes2026,
    link: { scenario: 'entrepot', at: 'error:resources/read' },
  },
  {
    id: 'err-code-32020',
    theme: 'erreurs',
    type: 'single',
    prompt:
      'En Streamable HTTP (2026-07-28), l’en-tête `MCP-Protocol-Version` annonce 2026-07-28, mais le `_meta` du corps annonce une autre révision. Que répond le serveur ?',
    choices: [
      {
        id: '32020',
        text: '400 Bad Request, avec l’erreur -32020 (HeaderMismatch).',
        explanation:
          'Les en-têtes recopient des champs du corps pour les intermédiaires ; s’ils se contredisent, le serveur doit refuser la requête.',
      },
      {
        id: '32022',
        text: 'L’erreur -32022 (révision non prise en charge), avec les révisions acceptées.',
        explanation:
          '-32022 sert quand le serveur ne prend pas en charge la révision demandée ; ici, le problème est que les deux valeurs se contredisent.',
      },
      {
        id: 'en-tete',
        text: 'Il suit l’en-tête et ignore le corps.',
        explanation:
          'Le serveur ne choisit pas : une contradiction entre en-tête et corps est une erreur.',
      },
      {
        id: '32600',
        text: 'L’erreur -32600 (requête invalide).',
        explanation:
          'Le corps est une requête JSON-RPC valable ; MCP a un code dédié à ce désaccord.',
      },
    ],
    answer: '32020',
    source: sources.streamableHttp,
  },
  {
    id: 'err-trace-capacite-manquante',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'capacite-manquante-2026',
    prompt: 'Pourquoi cet appel échoue-t-il ?',
    choices: [
      {
        id: 'capacite',
        text: 'Le client n’a pas déclaré la capacité d’élicitation.',
        explanation:
          'Erreur -32021 : l’outil a besoin de l’élicitation, mais `clientCapabilities` est vide dans le `_meta`. Le champ `data.requiredCapabilities` dit ce qu’il aurait fallu déclarer.',
      },
      {
        id: 'outil',
        text: 'L’outil `vider_corbeille` n’existe pas.',
        explanation: 'Ce serait une erreur -32602 « Tool … not found » ; ici le code est -32021.',
      },
      {
        id: 'version',
        text: 'Le serveur ne prend pas en charge la révision 2026-07-28 qu’annonce le `_meta`.',
        explanation: 'Ce serait -32022, avec la liste des révisions prises en charge.',
      },
      {
        id: 'refus',
        text: 'L’utilisateur a refusé de vider la corbeille.',
        explanation:
          'On ne lui a rien demandé. Un refus reviendrait d’ailleurs comme une réponse (`action: "decline"`), pas comme une erreur.',
      },
    ],
    answer: 'capacite',
    source: sources.codes2026,
    link: { scenario: 'erreur-capacite-manquante', at: 'error:tools/call' },
  },
  {
    id: 'err-trace-version-non-supportee',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'version-non-supportee-2026',
    prompt: 'Que doit faire le client après cette réponse ?',
    choices: [
      {
        id: 'choisir',
        text: 'Renvoyer sa requête avec une révision de `data.supported`.',
        explanation:
          'Erreur -32022 : le serveur dit ce qu’il prend en charge (`supported`) et rappelle ce qu’on lui a demandé (`requested`). Au client de s’aligner, ou d’abandonner s’il n’en prend en charge aucune.',
      },
      {
        id: 'attendre',
        text: 'Attendre un peu et renvoyer la même requête.',
        explanation:
          'Rien ne changera : le serveur n’acceptera pas davantage 2099-01-01 dans une minute.',
      },
      {
        id: 'initialize',
        text: 'Envoyer `initialize` pour négocier une révision commune avec le serveur.',
        explanation:
          'Le serveur vient de dire qu’il prend en charge 2026-07-28, une révision sans `initialize` ; il suffit de l’annoncer dans le `_meta`.',
      },
      {
        id: 'ignorer',
        text: 'Ignorer l’erreur et envoyer ses autres requêtes.',
        explanation:
          'Elles porteraient la même révision dans leur `_meta` et seraient refusées de la même façon.',
      },
    ],
    answer: 'choisir',
    source: sources.versions2026,
    link: { scenario: 'erreur-version-non-supportee', at: 'error:server/discover' },
  },
  {
    id: 'err-bon-message',
    theme: 'erreurs',
    lessons: ['erreurs'],
    type: 'multiple',
    prompt: 'Que doit contenir un bon message d’erreur d’outil ?',
    choices: [
      {
        id: 'quoi',
        text: 'Ce qui ne va pas, en termes clairs.',
        explanation: 'Sans cela, le modèle ne sait pas ce qu’il doit changer.',
      },
      {
        id: 'comment',
        text: 'Comment corriger : la valeur ou le format attendus.',
        explanation:
          '« La date doit être dans le futur ; nous sommes le 8 août » permet au modèle de réessayer juste du premier coup.',
      },
      {
        id: 'reessayer',
        text: 'Si réessayer a un sens (une catégorie, un indicateur `retryable`).',
        explanation:
          'Une panne passagère et une donnée introuvable n’appellent pas la même réaction.',
      },
      {
        id: 'pile',
        text: 'La pile d’appels complète du serveur.',
        explanation:
          'Inutile au modèle, elle encombre son contexte et peut divulguer des détails internes.',
      },
      {
        id: 'vague',
        text: 'Une formule vague, pour ne rien divulguer.',
        explanation:
          '« Erreur » tout court empêche toute correction ; on peut être précis sans rien exposer de sensible.',
      },
    ],
    answers: ['quoi', 'comment', 'reessayer'],
    source: sources.messagesErreur,
    link: { scenario: 'erreur-metier', at: 'result:tools/call' },
  },
  {
    id: 'err-recherche-sans-resultat',
    theme: 'erreurs',
    lessons: ['cadrer-son-serveur'],
    type: 'single',
    prompt: 'Un outil de recherche ne trouve aucun client correspondant. Que doit-il renvoyer ?',
    choices: [
      {
        id: 'explicite',
        text: 'Un résultat qui dit en clair qu’aucun client ne correspond.',
        explanation:
          'Par exemple « Aucun client ne correspond à “Durand” », en résultat normal ou avec `isError: true` et une catégorie `not_found` : c’est un choix de conception, la spécification n’impose ni l’un ni l’autre. Le modèle sait alors qu’il n’y a rien, et peut reformuler ou demander une précision à l’utilisateur.',
      },
      {
        id: 'vide',
        text: 'Un succès au contenu vide (`content: []`), puisqu’il n’y a rien à montrer.',
        explanation:
          'Un succès vide est un échec silencieux : le modèle peut conclure à tort que la recherche a réussi.',
      },
      {
        id: '32602',
        text: 'Une erreur -32602, puisque le nom cherché ne désigne aucun client.',
        explanation: 'La requête était correcte ; ne rien trouver n’est pas un paramètre invalide.',
      },
      {
        id: 'exception',
        text: 'Laisser une exception remonter\u00A0: le SDK saura bien quoi en faire.',
        explanation:
          'Ce SDK en ferait bien un résultat `isError: true`, mais avec un message technique brut, peu utile au modèle.',
      },
    ],
    answer: 'explicite',
    source: sources.messagesErreur,
    link: { scenario: 'crm', at: 'result:tools/call' },
  },
  {
    id: 'err-delai-depasse',
    theme: 'erreurs',
    type: 'single',
    prompt: 'Un appel d’outil dépasse le délai du client. Que se passe-t-il avec ce SDK ?',
    choices: [
      {
        id: 'annulation',
        text: 'Le client lève une erreur locale et annule la requête auprès du serveur.',
        explanation:
          'L’erreur de délai naît chez le client (`REQUEST_TIMEOUT` dans ce SDK), qui prévient le serveur qu’il peut abandonner le travail : par `notifications/cancelled` en stdio et dans les révisions 2025 ; en Streamable HTTP 2026-07-28, en fermant le flux de réponse de la requête.',
      },
      {
        id: 'erreur-serveur',
        text: 'Le serveur répond -32603 (erreur interne) quand le délai expire.',
        explanation:
          'Le serveur ne connaît pas le délai du client : c’est le client qui abandonne.',
      },
      {
        id: 'meme-id',
        text: 'Le client renvoie aussitôt la même requête, avec le même `id`.',
        explanation:
          'Un `id` ne doit pas être réutilisé tant que la requête n’a pas reçu de réponse ; une nouvelle tentative est une nouvelle requête.',
      },
      {
        id: 'code-delai',
        text: 'Le serveur répond avec le code de délai standard de MCP.',
        explanation:
          'La spécification n’attribue aucun code aux erreurs purement locales comme un délai dépassé.',
      },
    ],
    answer: 'annulation',
    source: sources.codes2026,
    link: { scenario: 'erreur-delai-depasse', at: 'notifications/cancelled' },
  },
  {
    id: 'err-trace-erreur-metier',
    theme: 'erreurs',
    type: 'trace',
    ask: 'reading',
    trace: 'erreur-metier-2026',
    prompt: 'L’hôte transmet ce résultat au modèle. Que peut en faire le modèle ?',
    choices: [
      {
        id: 'lire',
        text: 'Rappeler l’outil avec une date future, ou demander laquelle à l’utilisateur.',
        explanation:
          'C’est tout l’intérêt de `isError: true` : un message lisible, qui donne même la date du jour, que le modèle exploite au lieu d’échouer en silence.',
      },
      {
        id: 'rien',
        text: 'Rien : l’hôte garde l’erreur pour lui et n’en montre au modèle que le code.',
        explanation:
          'Au contraire, la spécification demande aux clients de transmettre les erreurs d’exécution au modèle pour qu’il se corrige.',
      },
      {
        id: 'reconnecter',
        text: 'Demander à l’hôte de rouvrir la connexion au serveur MCP, puis réessayer.',
        explanation:
          'Le serveur a répondu normalement : la connexion va bien, c’est la date demandée qui ne convient pas.',
      },
      {
        id: 'succes',
        text: 'Tenir la réservation pour faite\u00A0: la réponse est un `result`, pas une `error`.',
        explanation:
          '`isError: true` dit justement que l’exécution a échoué, même si le protocole, lui, a fonctionné.',
      },
    ],
    answer: 'lire',
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-metier', at: 'result:tools/call' },
  },
  {
    id: 'err-pourquoi-is-error',
    theme: 'erreurs',
    lessons: ['erreurs'],
    type: 'single',
    prompt:
      'Pourquoi préférer un résultat `isError: true` à une erreur JSON-RPC pour un échec métier ?',
    choices: [
      {
        id: 'modele',
        text: 'Parce que le modèle le reçoit et peut se corriger.',
        explanation:
          'Les clients devraient (SHOULD) transmettre les erreurs d’exécution au modèle ; les erreurs de protocole, seulement s’ils le veulent (MAY).',
      },
      {
        id: 'pas-de-message',
        text: 'Parce qu’une erreur JSON-RPC ne peut pas porter de message.',
        explanation: 'Elle en porte un (`error.message`), et même des données (`error.data`).',
      },
      {
        id: 'court',
        text: 'Parce que la spécification interdit aux serveurs d’inventer leurs propres codes d’erreur JSON-RPC.',
        explanation:
          'Elle ne l’interdit pas : un serveur peut définir ses codes, de préférence hors de la plage réservée par JSON-RPC (-32768 à -32000). La vraie raison tient au destinataire : le modèle.',
      },
      {
        id: 'connexion',
        text: 'Parce qu’une erreur JSON-RPC ferme la connexion.',
        explanation:
          'Une erreur JSON-RPC répond à une requête, puis la connexion continue normalement.',
      },
    ],
    answer: 'modele',
    source: sources.outilsErreurs,
    link: { scenario: 'erreur-protocole-vs-execution', at: 'result:tools/call' },
  },
  {
    id: 'err-corriger-input-schema-chaine',
    theme: 'erreurs',
    type: 'fix',
    prompt:
      'Corrigez la définition de `convertir_devise` : l’appel avec un montant et deux devises doit réussir.',
    broken: toolsText([
      {
        name: 'convertir_devise',
        title: 'Convertir une somme',
        description:
          'Convertit un montant d’une devise à une autre au taux du jour. À utiliser quand l’utilisateur demande combien vaut une somme dans une autre monnaie.',
        inputSchema: {
          type: 'string',
          description: 'Le montant et les deux devises, par exemple « 100 EUR en USD ».',
        },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
    ]),
    call: { tool: 'convertir_devise', arguments: { montant: 100, de: 'EUR', vers: 'USD' } },
    fix: toolsText([
      {
        name: 'convertir_devise',
        title: 'Convertir une somme',
        description:
          'Convertit un montant d’une devise à une autre au taux du jour. À utiliser quand l’utilisateur demande combien vaut une somme dans une autre monnaie.',
        inputSchema: {
          type: 'object',
          properties: {
            montant: { type: 'number', description: 'La somme à convertir.' },
            de: { type: 'string', description: 'Code ISO 4217 de la devise de départ (EUR).' },
            vers: { type: 'string', description: 'Code ISO 4217 de la devise d’arrivée (USD).' },
          },
          required: ['montant', 'de', 'vers'],
          additionalProperties: false,
        },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
    ]),
    defects: [
      {
        code: 'input-type',
        explanation:
          '`inputSchema` décrivait une chaîne (`"type": "string"`). Or les arguments d’un `tools/call` sont toujours un objet JSON, `params.arguments`, et la spécification exige un `inputSchema` de type `"object"`. Chaque paramètre se déclare donc dans `properties`, avec son type et sa description, et ceux sans lesquels l’outil ne peut rien faire vont dans `required`.',
      },
    ],
    source: sources.outils,
    link: { scenario: 'erreur-arguments-invalides', at: 'tools/call' },
    takeaway:
      'Un outil reçoit toujours un objet d’arguments : son `inputSchema` est un schéma de type `"object"`, paramètres nommés dans `properties`.',
  },
  {
    id: 'err-corriger-input-schema-absent',
    theme: 'erreurs',
    type: 'fix',
    prompt:
      'L’outil `heure_serveur` n’a besoin d’aucun paramètre. Corrigez sa définition pour que l’appel sans argument réussisse.',
    broken: toolsText([
      {
        name: 'heure_serveur',
        title: 'Heure du serveur',
        description:
          'Donne la date et l’heure actuelles du serveur, au format ISO 8601 avec le fuseau horaire. À utiliser avant de planifier quoi que ce soit.',
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
    ]),
    call: { tool: 'heure_serveur', arguments: {} },
    fix: toolsText([
      {
        name: 'heure_serveur',
        title: 'Heure du serveur',
        description:
          'Donne la date et l’heure actuelles du serveur, au format ISO 8601 avec le fuseau horaire. À utiliser avant de planifier quoi que ce soit.',
        inputSchema: { type: 'object', additionalProperties: false },
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
    ]),
    defects: [
      {
        code: 'input-missing',
        explanation:
          'Le champ `inputSchema` manquait. Il est obligatoire dans chaque entrée de `tools/list`, même pour un outil sans paramètre : un client qui valide la liste selon le schéma de la spécification peut la refuser tout entière. La forme recommandée pour « aucun paramètre » est `{ "type": "object", "additionalProperties": false }`, qui refuse en plus tout argument inattendu.',
      },
    ],
    source: sources.outils,
    link: { scenario: 'mon-serveur', at: 'result:tools/list' },
    takeaway:
      'Pas de paramètre ne veut pas dire pas de schéma : `{ "type": "object", "additionalProperties": false }`.',
  },
];
