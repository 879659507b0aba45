import type { Slots } from './message';

import { exportedServerText } from './export-server';
import { hostMessages } from './host';

/**
 * What the simulated servers say in their answers (tool results, errors, resource texts).
 * It is French because the scenarios are French; `{{…}}` placeholders are filled at run time.
 */
export const simulationMessages = {
  declinedDefault: 'Action annulée\u00A0: l’utilisateur n’a pas confirmé.',
  confirmField: 'Confirmer',
  confirmFieldDescription: 'Cochez pour confirmer l’action.',
  databaseRefused:
    'La base de données a refusé la requête (SQLSTATE {{code}})\u00A0: {{message}}. Ce serveur n’ouvre que des transactions en lecture seule.',
  databaseError:
    'La requête a échoué (SQLSTATE {{code}})\u00A0: {{message}}. Corrigez le SQL et réessayez.',
  missingArgument: (v: Slots<'field'>) => `L’argument «\u00A0${v.field}\u00A0» est manquant.`,
  tableList: 'Tables du schéma «\u00A0ventes\u00A0»\u00A0: {{tables}}.',
  unknownTable:
    'La table «\u00A0{{table}}\u00A0» n’existe pas. Appelez d’abord list_tables pour connaître les tables.',
  tableDescription:
    'Colonnes de la table «\u00A0{{table}}\u00A0»\u00A0: {{columns}}\nLignes d’exemple ({{count}})\u00A0: {{examples}}',
  rowsHeader: 'Lignes renvoyées\u00A0: {{count}}',
  rowsCut: 'Résultat tronqué aux {{max}} premières lignes.',
  cancelled: 'Appel annulé par le client.',
  emptyCollection: 'Aucun élément.',
  sessionOver: 'Cette session est terminée\u00A0: réinitialisez-la.',
  unknownServer: (v: Slots<'server'>) => `Serveur inconnu\u00A0: «\u00A0${v.server}\u00A0».`,
  notConnected: (v: Slots<'server'>) =>
    `Le client de «\u00A0${v.server}\u00A0» n’est pas connecté.`,
  rawNeedsFraming: 'Le texte brut demande la couche de cadrage texte (une ligne JSON par message).',
  httpNeedsHttpLink:
    'Une requête HTTP écrite à la main demande le lien Streamable HTTP («\u00A0sur HTTP\u00A0»).',
  notProtected: (v: Slots<'server'>) =>
    `«\u00A0${v.server}\u00A0» n’est pas un serveur protégé par OAuth joint en Streamable HTTP.`,
  noAuthorizationPending: (v: Slots<'server'>) =>
    `Aucune page d’autorisation n’attend de réponse pour «\u00A0${v.server}\u00A0»\u00A0: le client n’a rien demandé.`,
  stateMismatch:
    'Réponse écartée par l’hôte\u00A0: son paramètre state n’est pas celui de la demande en cours (le SDK ne le vérifie pas, l’hôte si).',
  noTokenReceived: (v: Slots<'server'>) =>
    `«\u00A0${v.server}\u00A0» n’a encore reçu aucun jeton\u00A0: rien à relayer.`,
  relayRefused: (v: Slots<'status'>) =>
    `L’autre API refuse le jeton relayé (statut ${v.status})\u00A0: il n’a pas été émis pour elle.`,
  noRedirect: (v: Slots<'status'>) =>
    `Le serveur d’autorisation n’a pas renvoyé le navigateur vers le client (statut ${v.status}).`,
  noNextPage:
    'Pas de page suivante\u00A0: demandez d’abord la première page, ou la dernière reçue n’avait pas de nextCursor.',
  unknownScenario: (v: Slots<'scenario'>) => `Scénario inconnu\u00A0: «\u00A0${v.scenario}\u00A0».`,
  noSession: 'Aucune session n’est prête.',
  duplicateServer: 'deux serveurs portent le même nom',
  unknownScriptServer: (v: Slots<'server'>) => `serveur inconnu «\u00A0${v.server}\u00A0»`,
  noRoots: 'aucune racine partagée',
  noTrace: 'aucune',
  linkUnsupported:
    'Ce client n’a pas déclaré l’élicitation par URL (capacité `elicitation.url`)\u00A0: le serveur ne peut pas envoyer l’utilisateur sur sa page.',
  invalidCursor: 'Curseur inconnu\u00A0: recommencez la liste sans curseur.',
} as const;

/** What the host says in the conversation once a tool has answered. */
export const hostAnswerMessages = {
  answer: (v: Slots<'tool' | 'server' | 'result'>) =>
    `D’après l’outil «\u00A0${v.tool}\u00A0» du serveur «\u00A0${v.server}\u00A0»\u00A0: ${v.result}`,
  answerError: (v: Slots<'tool' | 'server' | 'result'>) =>
    `L’outil «\u00A0${v.tool}\u00A0» du serveur «\u00A0${v.server}\u00A0» a signalé une erreur\u00A0: ${v.result}`,
  protocolError: (v: Slots<'tool' | 'code' | 'message'>) =>
    `L’appel à «\u00A0${v.tool}\u00A0» a échoué au niveau du protocole (code ${v.code})\u00A0: ${v.message}`,
  refused: (v: Slots<'tool'>) =>
    `Vous avez refusé l’appel à «\u00A0${v.tool}\u00A0»\u00A0: rien n’a été envoyé au serveur.`,
  noTool:
    'Le modèle simulé n’a trouvé aucun outil dont le nom, le titre ou la description partage un mot avec la question.',
  noQuestion: 'Ce scénario ne pose pas de question à l’hôte.',
  samplingRefused: 'L’utilisateur a refusé la demande d’échantillonnage.',
} as const;

/** Every sentence the simulation engine writes, passed to each session it builds (lib/mcp/messages.ts). */
export const engineMessages = {
  ...hostAnswerMessages,
  sessionOver: simulationMessages.sessionOver,
  unknownServer: simulationMessages.unknownServer,
  notConnected: simulationMessages.notConnected,
  rawNeedsFraming: simulationMessages.rawNeedsFraming,
  httpNeedsHttpLink: simulationMessages.httpNeedsHttpLink,
  notProtected: simulationMessages.notProtected,
  noAuthorizationPending: simulationMessages.noAuthorizationPending,
  stateMismatch: simulationMessages.stateMismatch,
  noRedirect: simulationMessages.noRedirect,
  noTokenReceived: simulationMessages.noTokenReceived,
  relayRefused: simulationMessages.relayRefused,
  noNextPage: simulationMessages.noNextPage,
  standInAnswer: hostMessages.sampling.standInAnswer,
  chooser: hostMessages.chooser.how,
  server: simulationMessages,
  // The HTTP link serves with the exported server's endpoint, so it answers with its sentences.
  http: { unknownSession: exportedServerText.unknownSession },
};
