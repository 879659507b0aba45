import { simulationMessages } from '@/messages/simulation';
import { scenarioSchema } from '@/lib/mcp/scenario';

/** The scenario format as the application checks its content: cross-checks in French. */
export const ScenarioSchema = scenarioSchema(simulationMessages);
