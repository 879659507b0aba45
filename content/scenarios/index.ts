import { parseContent } from '@/lib/content/parse';
import type { Scenario, ScenarioInput } from '@/lib/mcp/scenario';
import { ScenarioSchema } from '@/lib/simulation/scenario-schema';
import { changementDeListe } from './changement-de-liste';
import { connexionExterne } from './connexion-externe';
import { commandes } from './commandes';
import { crm } from './crm';
import { echantillonnage } from './echantillonnage';
import { elicitation } from './elicitation';
import { entrepot } from './entrepot';
import { documentation } from './documentation';
import { exportLong } from './export-long';
import { hoteMultiServeurs } from './hote-multi-serveurs';
import { labScenarios } from './lab';
import { longueTrace } from './longue-trace';
import { meteo } from './meteo';
import { monServeur } from './mon-serveur';
import { serveurMenteur } from './serveur-menteur';
import { serveurProtege } from './serveur-protege';
import { suiviRessource } from './suivi-ressource';

const inputs: ScenarioInput[] = [
  meteo,
  entrepot,
  commandes,
  crm,
  changementDeListe,
  hoteMultiServeurs,
  elicitation,
  echantillonnage,
  serveurMenteur,
  exportLong,
  documentation,
  suiviRessource,
  connexionExterne,
  serveurProtege,
  monServeur,
  longueTrace,
  ...labScenarios,
];

const validated = new Map<string, Scenario>();

/**
 * One shipped scenario, validated the first time it is asked for: the playground validates the
 * scenario it opens, not the forty-odd others (that cost a long task on arrival). A broken
 * scenario still stops the build: prerendering and the tests read every one (`allScenarios`).
 */
export function getScenario(id: string): Scenario | undefined {
  const known = validated.get(id);
  if (known) return known;
  const input = inputs.find((candidate) => candidate.id === id);
  if (!input) return undefined;
  const scenario = parseContent(ScenarioSchema, input, `content/scenarios/${input.id}`);
  validated.set(id, scenario);
  return scenario;
}

/** What a list of scenarios shows, read without validating them all. */
export type ScenarioEntry = Pick<Scenario, 'id' | 'title' | 'summary' | 'group'>;

export const scenarioEntries: readonly ScenarioEntry[] = inputs.map(
  ({ id, title, summary, group }) => ({ id, title, summary, group }),
);

export const scenarioIds: readonly string[] = inputs.map((input) => input.id);

/** Every shipped scenario, validated (scripts and tests that go through them all). */
export function allScenarios(): readonly Scenario[] {
  return scenarioIds.map((id) => getScenario(id)!);
}
