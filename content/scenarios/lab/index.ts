import type { ScenarioInput } from '@/lib/mcp/scenario';

/** The error lab's scenarios: each breaks one thing on purpose. */
export const labScenarios: ScenarioInput[] = [];
