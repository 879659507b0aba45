import type { ScenarioInput } from '@/lib/mcp/scenario';

type ServerInput = ScenarioInput['servers'][number];
type ToolInput = NonNullable<ServerInput['tools']>[number];

/** A date far in the past: the business check of `reserver_train` always refuses it. */
export const PAST_DATE = '2020-03-01';
/** A date far in the future: the same check always accepts it. */
export const FUTURE_DATE = '2099-06-15';

/** Books a train seat; refuses a past date with a message that says what to fix. */
export const reserverTrain: ToolInput = {
  definition: {
    name: 'reserver_train',
    title: 'Réserver un train',
    description:
      'Réserve une place dans un train. La date de départ (AAAA-MM-JJ) doit être dans le futur.',
    inputSchema: {
      type: 'object',
      properties: {
        destination: {
          type: 'string',
          description: 'Gare d’arrivée, par exemple «\u00A0Lyon\u00A0».',
        },
        date: { type: 'string', description: 'Date de départ, au format AAAA-MM-JJ.' },
      },
      required: ['destination', 'date'],
      additionalProperties: false,
    },
  },
  behaviour: {
    checks: [
      {
        field: 'date',
        rule: 'future-date',
        message:
          'La date de départ doit être dans le futur\u00A0: «\u00A0{{value}}\u00A0» est passée (nous sommes le {{today}}). Proposez une date postérieure à aujourd’hui.',
      },
    ],
    outcome: {
      kind: 'text',
      text: 'Place réservée pour {{destination}} le {{date}}.',
    },
  },
};

/** The anti-pattern: the same failure hidden behind an empty success. */
export const reserverTrainMuet: ToolInput = {
  definition: {
    name: 'reserver_train_muet',
    title: 'Réserver un train (anti-modèle)',
    description: 'Même outil, mal écrit\u00A0: il répond par un succès vide quand il échoue.',
    inputSchema: {
      type: 'object',
      properties: {
        destination: { type: 'string' },
        date: { type: 'string' },
      },
      required: ['destination', 'date'],
    },
  },
  behaviour: { outcome: { kind: 'text', text: '' } },
};

/** A slow tool, to show the client's timeout and its cancellation. */
export const rapportLent: ToolInput = {
  definition: {
    name: 'generer_rapport',
    title: 'Générer un rapport',
    description: 'Produit un long rapport d’activité (lent\u00A0: une quinzaine de secondes).',
    inputSchema: { type: 'object', properties: {} },
  },
  behaviour: { delayMs: 15_000, outcome: { kind: 'text', text: 'Rapport prêt.' } },
};

/** A destructive tool that asks the user to confirm (elicitation). */
export const viderCorbeille: ToolInput = {
  definition: {
    name: 'vider_corbeille',
    title: 'Vider la corbeille',
    description: 'Supprime définitivement le contenu de la corbeille, après confirmation.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { destructiveHint: true },
  },
  behaviour: {
    confirm: {
      message: 'Vider définitivement la corbeille\u202F?',
      declined: 'Corbeille conservée.',
    },
    outcome: { kind: 'text', text: 'Corbeille vidée.' },
  },
};

/** The lab's usual server: train bookings. */
export const voyagesServer: ServerInput = {
  name: 'voyages',
  version: '1.0.0',
  instructions: 'Serveur de démonstration du laboratoire d’erreurs\u00A0: réservations de trains.',
  tools: [reserverTrain],
};
