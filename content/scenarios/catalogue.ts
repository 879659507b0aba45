import type { ScenarioCatalogue } from '@/lib/playground/catalogue';
import { expectedSteps } from './expected-steps';
import { getScenario, scenarioIds } from './shipped';

/** The scenario catalogue the playground, the challenges and their tests are given. */
export const scenarioCatalogue: ScenarioCatalogue = {
  ids: scenarioIds,
  get: getScenario,
  expectedSteps,
};
