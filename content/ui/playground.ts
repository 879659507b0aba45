/** Interface strings of the playground section. */
export const playgroundMessages = {
  title: 'Bac à sable',
  heading: 'Bac à sable',
  intro:
    'Choisissez un scénario et une révision du protocole, puis suivez chaque message échangé entre l’hôte, ses clients et ses serveurs.',
  scenarioLabel: 'Scénario',
  revisionLabel: 'Révision du protocole',
  revisions: {
    '2026-07-28': '2026-07-28 (actuelle, server/discover)',
    '2025-11-25': '2025-11-25 (poignée de main initialize)',
    '2025-06-18': '2025-06-18 (poignée de main initialize)',
  },
  running: 'Le scénario se joue…',
  stepOf: 'Étape {{step}} sur {{total}}',
  first: 'Première étape',
  previous: 'Étape précédente',
  next: 'Étape suivante',
  last: 'Dernière étape',
  timeline: 'Messages échangés',
  panels: 'Panneaux du bac à sable',
  panelHost: 'Hôte',
  panelEditor: 'Éditeur d’outils',
  panelTerminal: 'Terminal',
  panelErrorLab: 'Laboratoire d’erreurs',
} as const;
