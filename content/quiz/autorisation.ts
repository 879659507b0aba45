import type { QuestionInput } from '@/lib/quiz/schema';
import { sources } from './sources';
import { oauthStep } from '@/content/scenarios/oauth-steps';

/*
 * The OAuth walk of a protected server, as the scenario « serveur protégé » and its error-lab
 * cases record it with the SDK 2.4.0: each question but the misconception shows recorded HTTP
 * steps (content/quiz/traces/oauth-*.json), and each fact is asserted on the trace in
 * lib/mcp/auth/*.test.ts.
 */
export const autorisationQuestions: QuestionInput[] = [
  {
    id: 'aut-premier-401',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-premier-401-2026',
    prompt:
      'Voici la première requête du client à un serveur MCP protégé, sans jeton, et sa réponse. Qu’est-ce que cette réponse lui apprend ?',
    choices: [
      {
        id: 'www-authenticate',
        text: 'Un `401` dont l’en-tête `WWW-Authenticate` donne l’adresse des métadonnées de la ressource (`resource_metadata`) et la portée attendue (`scope`).',
        explanation:
          'C’est le point de départ de la découverte\u00A0: le client lit ces métadonnées (RFC 9728), qui désignent le serveur d’autorisation.',
      },
      {
        id: 'redirection',
        text: 'Une redirection `302` vers la page de connexion du serveur d’autorisation.',
        explanation:
          'Le serveur MCP est un serveur de ressources\u00A0: il refuse la requête, il ne redirige pas. C’est le client qui ouvre ensuite la page d’autorisation.',
      },
      {
        id: 'erreur-json-rpc',
        text: 'Une erreur JSON-RPC dans un `200`, avec l’adresse du serveur d’autorisation dans `data`.',
        explanation:
          'Le refus se joue au niveau HTTP, avant tout traitement JSON-RPC\u00A0: statut `401` et en-tête `WWW-Authenticate`.',
      },
      {
        id: 'liste-clients',
        text: 'Un `403` qui liste les clients déjà autorisés par ce serveur.',
        explanation:
          '`403` répond à un jeton valide mais insuffisant (`insufficient_scope`)\u00A0; sans jeton, c’est `401`.',
      },
    ],
    answer: 'www-authenticate',
    source: sources.autorisation,
    link: oauthStep('http:401'),
  },
  {
    id: 'aut-step-up',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-portee-insuffisante-2026',
    prompt:
      'Le jeton du client porte `crm:lecture` ; il appelle `supprimer_client`, qui exige aussi `crm:ecriture`. Que montrent la réponse et la requête qui la suit ?',
    choices: [
      {
        id: 'erreur-outil',
        text: 'Le serveur exécute l’outil et renvoie un résultat avec `isError: true`.',
        explanation:
          'L’outil n’est pas exécuté\u00A0: le refus a lieu au niveau HTTP, avant l’outil.',
      },
      {
        id: 'paliers',
        text: '`403 insufficient_scope` avec les portées nécessaires\u00A0; le client redemande une autorisation pour ces portées, puis rappelle l’outil.',
        explanation:
          'C’est l’autorisation par paliers (step-up)\u00A0: l’utilisateur consent de nouveau, pour l’union des portées, et le nouvel appel passe.',
      },
      {
        id: 'rafraichir',
        text: '`401`, et le client rafraîchit son jeton pour obtenir la portée manquante.',
        explanation:
          'Un rafraîchissement ne peut pas élargir les portées accordées\u00A0: il faut un nouveau consentement.',
      },
      {
        id: 'ignorer',
        text: 'Le serveur ignore la portée si le jeton a été émis par le bon serveur d’autorisation.',
        explanation:
          'La portée fait partie de ce que le serveur vérifie\u00A0: un jeton authentique mais trop restreint est refusé.',
      },
    ],
    answer: 'paliers',
    source: sources.autorisationStepUp,
    link: oauthStep('http:403'),
  },
  {
    id: 'aut-iss-different',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-iss-etranger-2026',
    prompt:
      'La page d’autorisation renvoie le navigateur vers le client avec cette redirection : un `code`, et un `iss` qui n’est pas l’émetteur découvert (`https://auth.atelier.test`). Que fait le client (2026-07-28) ?',
    choices: [
      {
        id: 'echange-puis-verifie',
        text: 'Il échange le code, puis vérifie l’émetteur dans le jeton reçu.',
        explanation:
          'Trop tard\u00A0: le code serait déjà parti vers un serveur qui n’est peut-être pas le bon.',
      },
      {
        id: 'ignore',
        text: 'Il ignore `iss`, qui n’est qu’une information pour l’utilisateur.',
        explanation: '`iss` est justement là pour être comparé (RFC 9207).',
      },
      {
        id: 'rejette',
        text: 'Il rejette la réponse sans demander de jeton.',
        explanation:
          'Le client compare `iss` à l’émetteur noté avant la redirection\u00A0; s’ils diffèrent, il s’arrête (attaque par confusion de serveurs). Le SDK lève `IssuerMismatchError` et n’envoie aucune requête à `/token`.',
      },
      {
        id: 'nouvelle-decouverte',
        text: 'Il refait la découverte et échange le code auprès du serveur nommé par `iss`.',
        explanation:
          'Ce serait suivre l’attaquant\u00A0: le serveur nommé dans la réponse n’a pas été découvert par le client.',
      },
    ],
    answer: 'rejette',
    source: sources.autorisation,
    link: oauthStep('http:302', undefined, 'erreur-oauth-iss'),
  },
  {
    id: 'aut-parametre-resource',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-demande-autorisation-2026',
    prompt:
      'Voici la demande d’autorisation que le client ouvre dans le navigateur. Pourquoi porte-t-elle le paramètre `resource` (qu’on retrouve dans la demande de jeton) ?',
    choices: [
      {
        id: 'audience',
        text: 'Pour nommer le serveur MCP auquel le jeton est destiné\u00A0: un autre serveur le refusera.',
        explanation:
          'RFC 8707\u00A0: le jeton porte son destinataire (son audience), et le serveur MCP doit refuser un jeton émis pour un autre.',
      },
      {
        id: 'redirection',
        text: 'Pour dire où renvoyer le navigateur une fois le consentement donné.',
        explanation: 'C’est le rôle de `redirect_uri`.',
      },
      {
        id: 'portee',
        text: 'Pour choisir les outils que le jeton permettra d’appeler.',
        explanation: 'Les droits demandés passent par `scope`.',
      },
      {
        id: 'metadonnees',
        text: 'Pour donner l’adresse du document de métadonnées du client.',
        explanation: 'Avec un document de métadonnées, c’est `client_id` qui porte son adresse.',
      },
    ],
    answer: 'audience',
    source: sources.autorisation,
    link: oauthStep('http:GET', 3),
  },
  {
    id: 'aut-enregistrement-2026',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-metadonnees-client-2026',
    prompt:
      'En 2026-07-28, le serveur d’autorisation n’a jamais vu ce client. Que montrent cette requête et sa réponse, passées pendant la demande d’autorisation ?',
    choices: [
      {
        id: 'dcr',
        text: 'Par l’enregistrement dynamique (`POST /register`), la méthode recommandée.',
        explanation:
          'L’enregistrement dynamique est déprécié en 2026-07-28\u00A0: il reste un repli.',
      },
      {
        id: 'cimd',
        text: 'Son `client_id` est l’adresse HTTPS d’un document de métadonnées que le serveur va lire.',
        explanation:
          'Le serveur d’autorisation le signale par `client_id_metadata_document_supported`\u00A0; il lit le document et vérifie que son `client_id` reprend exactement son adresse.',
      },
      {
        id: 'secret',
        text: 'Par un secret partagé que l’utilisateur colle dans l’hôte.',
        explanation:
          'Un client public, comme un hôte installé, ne garde pas de secret\u00A0: PKCE protège l’échange du code.',
      },
      {
        id: 'jeton-serveur',
        text: 'Par le jeton que le serveur MCP lui a transmis dans le `401`.',
        explanation:
          'Le `401` ne contient aucun jeton\u00A0: seulement de quoi découvrir le serveur d’autorisation.',
      },
    ],
    answer: 'cimd',
    source: sources.autorisationEnregistrement,
    link: oauthStep('http:GET', 4),
  },
  {
    id: 'aut-facultatif-serveur-distant',
    theme: 'securite',
    type: 'single',
    prompt:
      'Un collègue affirme : « OAuth est facultatif pour un serveur distant, on peut donc protéger le nôtre comme on veut. » Que disent les pages d’autorisation de 2025-11-25 et de 2026-07-28 ?',
    choices: [
      {
        id: 'obligatoire',
        text: 'Il a tort : tout serveur MCP sur HTTP doit (MUST) exiger un jeton OAuth 2.1.',
        explanation:
          'Ce n’est pas écrit : l’autorisation est facultative (OPTIONAL) pour les implémentations MCP. Ne l’enseignez pas comme une obligation.',
      },
      {
        id: 'facultatif-mais-encadre',
        text: 'Facultative (OPTIONAL) ; mais une implémentation sur HTTP qui la prend en charge devrait (SHOULD) suivre la spécification d’autorisation de MCP.',
        explanation:
          'Ce sont les mots des deux révisions. Facultative ne veut pas dire sans conséquence : un serveur distant qui expose des données privées sans autorisation les offre à quiconque connaît son adresse, et un client MCP ne saura parler qu’à une autorisation conforme.',
      },
      {
        id: 'libre',
        text: 'Il a raison sans réserve : la spécification laisse chaque serveur distant libre de se protéger à sa façon, par OAuth ou par tout autre mécanisme maison, sans rien recommander.',
        explanation:
          'Elle en dit beaucoup : découverte (401, métadonnées), PKCE, paramètre `resource`, audience des jetons… Une implémentation HTTP qui prend en charge l’autorisation devrait (SHOULD) s’y conformer.',
      },
      {
        id: 'stdio',
        text: 'OAuth est obligatoire sur stdio et facultatif sur HTTP.',
        explanation:
          'C’est l’inverse pour stdio : une implémentation stdio ne devrait pas (SHOULD NOT) suivre cette spécification, elle lit ses identifiants dans l’environnement.',
      },
    ],
    answer: 'facultatif-mais-encadre',
    source: sources.autorisation,
  },
  {
    id: 'aut-state-verifie-par-hote',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-state-perime-2026',
    prompt:
      'Cette redirection revient avec un `code` valide, mais un `state` qui n’est pas celui de la demande en cours (un ancien onglet). Dans la trace du laboratoire, qui l’écarte, et que voit-on ensuite ?',
    choices: [
      {
        id: 'hote',
        text: 'L’hôte, qui compare `state` avant d’appeler `finishAuth` : la trace s’arrête à la redirection, sans requête `/token`.',
        explanation:
          'La spécification demande au client de vérifier `state` et d’écarter une réponse différente (SHOULD). Le SDK 2.4.0 ne le fait pas : l’hôte de l’Atelier le fait pour lui.',
      },
      {
        id: 'sdk',
        text: 'Le SDK, qui lève une erreur dans `finishAuth` avant l’échange du code.',
        explanation:
          'Le SDK 2.4.0 vérifie `iss`, pas `state` : remis tel quel, le code serait échangé. D’où la vérification par l’hôte.',
      },
      {
        id: 'serveur-autorisation',
        text: 'Le serveur d’autorisation, qui répond 400 à `/token`.',
        explanation:
          'Le serveur d’autorisation ne sait pas quelle demande l’hôte attend : `state` est la valeur du client, c’est lui qui la vérifie.',
      },
      {
        id: 'serveur-mcp',
        text: 'Le serveur MCP, qui répond 401 au premier appel.',
        explanation:
          'Le serveur MCP ne voit jamais `state` : il n’intervient qu’une fois le jeton obtenu.',
      },
    ],
    answer: 'hote',
    source: sources.autorisationSecurite,
    link: oauthStep('http:302', undefined, 'erreur-oauth-state'),
  },
  {
    id: 'aut-consentement-refuse',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-consentement-refuse-2026',
    prompt:
      'L’utilisateur a choisi « Refuser » sur la page de consentement : voici le formulaire envoyé (`consent=deny`) et la réponse du serveur d’autorisation. Que montre la trace, et que se passe-t-il ensuite ?',
    choices: [
      {
        id: 'access-denied',
        text: 'Un `302` vers l’adresse de retour du client avec `error=access_denied`, `state` et `iss`, sans `code` ; aucune requête `/token`.',
        explanation:
          'Le refus revient par le même chemin qu’un code. Le SDK compare `iss`, puis lève une erreur OAuth `access_denied` ; l’hôte peut redemander plus tard.',
      },
      {
        id: 'jeton-vide',
        text: 'Un jeton d’accès sans aucune portée, délivré quand même par `/token`, que le serveur MCP refuse ensuite avec un `403 insufficient_scope`.',
        explanation: 'Aucun jeton n’est délivré après un refus : il n’y a pas de code à échanger.',
      },
      {
        id: 'erreur-json-rpc',
        text: 'Une erreur JSON-RPC `-32600` envoyée par le serveur MCP au client.',
        explanation:
          'Le serveur MCP n’apprend rien du refus : tout se joue entre le navigateur de l’hôte et le serveur d’autorisation, en HTTP.',
      },
      {
        id: 'silence',
        text: 'Rien : la page se ferme et le client attend jusqu’à son délai.',
        explanation:
          'Le serveur d’autorisation renvoie toujours le navigateur vers le client, avec l’erreur, pour que le client sache que c’est fini.',
      },
    ],
    answer: 'access-denied',
    source: sources.autorisation,
    link: oauthStep('http:302', undefined, 'erreur-oauth-refus'),
  },
  {
    id: 'aut-code-verifier',
    theme: 'securite',
    type: 'trace',
    ask: 'reading',
    trace: 'oauth-echange-du-code-2026',
    prompt:
      'Le code revient par la redirection, puis le client l’échange à `/token`. Laquelle de ces requêtes porte le `code_verifier` de PKCE, et qu’en fait le serveur d’autorisation ?',
    choices: [
      {
        id: 'token',
        text: 'La requête `POST /token`, dans son corps : le serveur d’autorisation calcule son empreinte S256 et la compare au `code_challenge` reçu avec la demande d’autorisation.',
        explanation:
          'Seul le client qui a créé la paire connaît le vérificateur : un code intercepté sur la redirection ne vaut rien sans lui. Les deux révisions exigent PKCE (MUST), avec S256 dès que le client en est capable.',
      },
      {
        id: 'redirection',
        text: 'La redirection `302`, à côté du `code`, pour que le client le retrouve.',
        explanation:
          'La redirection passe par le navigateur : c’est justement là qu’un code peut être intercepté. Le vérificateur n’y figure jamais, seul le client le garde.',
      },
      {
        id: 'reponse-jeton',
        text: 'La réponse `200` de `/token`, qui le renvoie pour les prochains rafraîchissements.',
        explanation:
          'La réponse porte le jeton d’accès, sa durée et un jeton de rafraîchissement ; le vérificateur ne sert qu’une fois, pour ce code.',
      },
      {
        id: 'serveur-mcp',
        text: 'Aucune de ces trois : il part vers le serveur MCP avec le premier appel porteur du jeton.',
        explanation:
          'Le serveur MCP ne voit que le jeton (`Authorization: Bearer`) ; PKCE se joue entre le client et le serveur d’autorisation.',
      },
    ],
    answer: 'token',
    source: sources.autorisation,
    link: oauthStep('http:POST', 3),
  },
];
