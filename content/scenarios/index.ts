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

/** Every shipped scenario, validated: a broken one stops the build with the field at fault. */
export const scenarios: readonly Scenario[] = inputs.map((input) =>
  parseContent(ScenarioSchema, input, `content/scenarios/${input.id}`),
);

export const scenarioIds: readonly string[] = scenarios.map((s) => s.id);

export function getScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}
