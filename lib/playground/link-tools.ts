import type { LinkTools } from './opening';
import type { PlaygroundState } from './state';

/**
 * The tools of the share link the page opened, while they are what the simulation serves: on
 * the link's scenario, until the learner goes back to the scenario's own tools (an imported
 * trace, read-only, shows none of them).
 */
export function linkToolsOnScreen({
  opening,
  imported,
  scenarioId,
}: PlaygroundState): LinkTools | undefined {
  const linkTools = opening?.linkTools;
  if (!linkTools || imported || scenarioId !== linkTools.scenario) return undefined;
  return linkTools;
}
