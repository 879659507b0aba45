/** Interface strings of the error-lab panel. `{{…}}` placeholders are filled at run time. */
export const errorLabMessages = {
  heading: 'Laboratoire d’erreurs',
  intro:
    'Cassez le protocole exprès et regardez ce que fait vraiment le SDK officiel. Chaque scénario se charge dans le bac à sable, dans la révision choisie quand il s’y applique.',
  listLabel: 'Scénarios du laboratoire',
  load: 'Charger «\u00A0{{title}}\u00A0»',
  current: 'scénario affiché',
  revisionsOnly: 'Révisions\u00A0: {{list}}',
  explanationHeading: 'Ce qui se passe\u00A0: {{title}}',
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
  showStep: 'Voir l’étape #{{step}}',
  stepError: '#{{step}} erreur {{code}} — {{meaning}}',
  stepIsError: '#{{step}} résultat avec `isError: true` (erreur d’exécution)',
  stepTransport: '#{{step}} transport\u00A0: {{event}}',
  stepCancelled: '#{{step}} `notifications/cancelled` (annulation)',
  stepResult: '#{{step}} résultat de `{{method}}`',
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
