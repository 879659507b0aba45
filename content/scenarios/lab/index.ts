import type { ScenarioInput } from '@/lib/mcp/scenario';
import {
  erreurArgumentsInvalides,
  erreurAvantInitialisation,
  erreurCapaciteManquante,
  erreurDelaiDepasse,
  erreurMessageMalforme,
  erreurMetier,
  erreurMethodeInconnue,
  erreurOutilInconnu,
  erreurProtocoleVsExecution,
  erreurStdoutPollue,
  erreurVersionNonSupportee,
} from './scenarios';
import { httpLabScenarios } from './http';
import { oauthLabScenarios } from './oauth';

/** The error lab's scenarios: each breaks one thing on purpose. */
export const labScenarios: ScenarioInput[] = [
  erreurOutilInconnu,
  erreurMethodeInconnue,
  erreurArgumentsInvalides,
  erreurMetier,
  erreurProtocoleVsExecution,
  erreurVersionNonSupportee,
  erreurCapaciteManquante,
  erreurMessageMalforme,
  erreurStdoutPollue,
  erreurAvantInitialisation,
  erreurDelaiDepasse,
  ...httpLabScenarios,
  ...oauthLabScenarios,
];
