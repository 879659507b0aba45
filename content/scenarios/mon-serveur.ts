import type { ScenarioInput } from '@/lib/mcp/scenario';

/** An empty server for the learner's own tools (written in the editor or the worksheet). */
export const monServeur: ScenarioInput = {
  id: 'mon-serveur',
  title: 'Mon serveur',
  summary:
    'Un serveur vide pour vos propres outils\u00A0: écrivez-les dans l’éditeur et regardez-les sur le fil.',
  group: 'decouvrir',
  servers: [
    {
      name: 'mon-serveur',
      version: '0.1.0',
      instructions: 'Le serveur que vous construisez.',
      tools: [],
    },
  ],
  script: [{ do: 'connect' }, { do: 'list', server: 'mon-serveur', what: 'tools' }],
};
