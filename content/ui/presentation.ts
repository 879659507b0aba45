/** Interface strings of presentation mode, share links and exports. */
export const presentationMessages = {
  mode: {
    enter: 'Présenter',
    enterHint: 'touche P',
    leave: 'Quitter la présentation (Échap)',
    audience: 'Fenêtre du public',
    audienceTitle: 'Fenêtre du public\u00A0: elle suit la fenêtre du présentateur.',
    nowShowing: '{{scenario}} · révision {{revision}}',
    audienceWaiting: 'En attente de la fenêtre du présentateur…',
    audienceUnavailable:
      'Ce navigateur ne permet pas aux deux fenêtres de se parler (BroadcastChannel absent).',
  },
  panel: {
    heading: 'Partager et exporter',
    intro:
      'Un lien qui rouvre exactement cet état, la trace pour vos notes de cours, et votre serveur à emporter.',
    shareLabel: 'Lien de partage',
    copy: 'Copier le lien de partage',
    copyHint: 'Raccourci\u00A0: Ctrl+S (ou ⌘+S).',
    copied: 'Lien copié dans le presse-papiers.',
    copyFailed: 'La copie automatique a échoué\u00A0: sélectionnez le lien et copiez-le à la main.',
    exportJson: 'Exporter la trace (JSON)',
    exportMarkdown: 'Exporter la transcription (Markdown)',
    importLabel: 'Importer une trace (JSON)',
    imported: 'Trace importée\u00A0: {{count}} étapes, en lecture seule.',
    importing: 'Lecture du fichier…',
    importedBanner:
      'Trace importée, en lecture seule\u00A0: scénario «\u00A0{{scenario}}\u00A0», révision {{revision}}, enregistrée le {{date}} avec le SDK {{sdk}}. Rien ne s’exécute\u00A0: vous parcourez les messages enregistrés.',
    backToSimulation: 'Revenir à la simulation',
    serverHeading: 'Emporter son serveur',
    serverLabel: 'Serveur',
    downloadServer: 'Télécharger le projet (.zip)',
    notReady: 'Le scénario doit avoir fini de se jouer.',
  },
  share: {
    tooLong:
      'Ce lien de partage est trop long ({{length}} caractères, {{max}} au plus)\u00A0: l’état par défaut est ouvert.',
    damaged:
      'Ce lien de partage est abîmé (il a sans doute été coupé)\u00A0: l’état par défaut est ouvert.',
    unreadable:
      'Ce lien de partage ne contient pas un état lisible\u00A0: l’état par défaut est ouvert.',
    tampered:
      'Ce lien de partage a été modifié\u00A0: le champ «\u00A0{{path}}\u00A0» est invalide ({{message}}). L’état par défaut est ouvert.',
  },
  traceFile: {
    notJson: 'Ce fichier n’est pas du JSON lisible.',
    notTrace:
      'Ce fichier n’est pas une trace exportée par Atelier MCP (champ «\u00A0format\u00A0» absent ou différent).',
    invalid: 'Cette trace est invalide\u00A0: «\u00A0{{path}}\u00A0» — {{message}}.',
    unordered: 'Les étapes de cette trace ne se suivent pas (1, 2, 3…).',
  },
  transcript: {
    title: '# {{title}} — révision {{revision}}',
    scenario: '- Scénario\u00A0: `{{scenario}}`',
    revision: '- Révision du protocole\u00A0: {{revision}}',
    sdk: '- SDK officiel MCP (TypeScript)\u00A0: {{sdk}}',
    date: '- Enregistré le\u00A0: {{date}}',
    steps: '- Étapes\u00A0: {{count}}',
    message: '## Étape {{seq}} — {{link}}, {{direction}}\u00A0: {{what}}',
    answers: 'Répond à l’étape {{seq}}.',
    host: '## Étape {{seq}} — hôte\u00A0: `{{key}}`',
    transport: '## Étape {{seq}} — transport ({{link}})\u00A0: `{{event}}`',
    text: 'Texte\u00A0: `{{text}}`',
    sdkMessage: 'Message du SDK\u00A0: {{detail}}',
    directions: { 'client-to-server': 'client → serveur', 'server-to-client': 'serveur → client' },
    kinds: {
      request: 'requête',
      result: 'résultat',
      error: 'erreur',
      notification: 'notification',
    },
  },
} as const;
