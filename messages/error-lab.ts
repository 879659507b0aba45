/** Interface strings of the error-lab panel. `{{…}}` placeholders are filled at run time. */
import type { Slots } from './message';

export const errorLabMessages = {
  heading: 'Laboratoire d’erreurs',
  intro:
    'Cassez le protocole exprès et regardez ce que fait vraiment le SDK officiel. Chaque scénario se charge dans le bac à sable, dans la révision choisie quand il s’y applique.',
  listLabel: 'Scénarios du laboratoire',
  load: (v: Slots<'title'>) => `Charger «\u00A0${v.title}\u00A0»`,
  current: 'scénario affiché',
  revisionMoved: (v: Slots<'from' | 'to'>) =>
    `Ce cas ne se joue pas en ${v.from}\u00A0: le bac à sable est passé en ${v.to}.`,
  revisionsOnly: (v: Slots<'list'>) => `Révisions\u00A0: ${v.list}`,
  explanationHeading: (v: Slots<'title'>) => `Ce qui se passe\u00A0: ${v.title}`,
  whatGoesWrong: 'Ce qui ne va pas',
  layer: 'Couche',
  layers: {
    transport: 'Transport (les octets et leur cadrage, avant tout message)',
    donnees: 'Données (les messages JSON-RPC eux-mêmes)',
  },
  spec: 'Ce que dit la spécification',
  sdk: 'Ce que fait le SDK',
  differs: 'La spécification et le SDK divergent ici\u00A0: voici les deux.',
  advice: 'Que faire quand on écrit un serveur\u202F?',
  recorded: 'Étapes clés enregistrées',
  recordedEmpty: 'Le scénario se joue…',
  showStep: (v: Slots<'step'>) => `Voir l’étape #${v.step}`,
  stepError: (v: Slots<'step' | 'code' | 'meaning'>) =>
    `#${v.step} erreur ${v.code} — ${v.meaning}`,
  stepIsError: (v: Slots<'step'>) =>
    `#${v.step} résultat avec \`isError: true\` (erreur d’exécution)`,
  stepTransport: (v: Slots<'step' | 'event'>) => `#${v.step} transport\u00A0: ${v.event}`,
  stepCancelled: (v: Slots<'step'>) => `#${v.step} \`notifications/cancelled\` (annulation)`,
  stepResult: (v: Slots<'step' | 'method'>) => `#${v.step} résultat de \`${v.method}\``,
  stepHttpStatus: (v: Slots<'step' | 'status'>) => `#${v.step} réponse HTTP ${v.status}`,
  stepHttpAbort: (v: Slots<'step'>) =>
    `#${v.step} le client coupe le flux de la requête (annulation sur HTTP)`,
  stepRedirectCode: (v: Slots<'step' | 'iss'>) =>
    `#${v.step} retour vers le client avec un \`code\` (iss\u00A0: ${v.iss})`,
  stepRedirectError: (v: Slots<'step' | 'error'>) =>
    `#${v.step} retour vers le client avec \`error=${v.error}\`, sans code`,
  stepToken: (v: Slots<'step' | 'status'>) =>
    `#${v.step} \`/token\` délivre les jetons (${v.status})`,
  overHttp: 'Sur Streamable HTTP',
  httpOnly: 'Sur Streamable HTTP seulement',
  events: {
    'parse-error': 'erreur d’analyse (ligne sautée ou rejetée)',
    'raw-line': 'ligne brute',
    timeout: 'délai dépassé',
    'no-reply': 'aucune réponse',
    'sdk-error': 'erreur du SDK',
    closed: 'connexion fermée',
  },
  notLab:
    'Le scénario affiché ne fait pas partie du laboratoire\u00A0: choisissez-en un ci-dessus pour voir son explication.',
} as const;
