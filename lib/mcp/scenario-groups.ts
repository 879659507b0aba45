// Apart from the scenario schema (zod), so that the scenario picker reads it without zod.

/** The groups of the scenario picker, in its order. */
export const SCENARIO_GROUPS = ['decouvrir', 'hote', 'utilitaires', 'laboratoire'] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];
