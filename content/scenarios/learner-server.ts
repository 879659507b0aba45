import { parseContent } from '@/lib/content/parse';
import type { Scenario } from '@/lib/mcp/scenario';
import { ScenarioSchema } from '@/lib/simulation/scenario-schema';
import { monServeur } from './mon-serveur';

let parsed: Scenario | undefined;

/**
 * The empty server the learner's tools are served on (the playground's « Mon serveur »), parsed
 * on first use: the quiz's fix questions need it without the whole scenario catalogue.
 */
export function learnerServer(): Scenario {
  parsed ??= parseContent(ScenarioSchema, monServeur, 'content/scenarios/mon-serveur');
  return parsed;
}
